import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts by itself only when the test globals are on; they are not here.
afterEach(cleanup);
