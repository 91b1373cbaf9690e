import { useState } from "react";

import { Button } from "../../../components/ui/button.js";
import { toastError } from "../../../lib/feedback.js";
import { downloadExport } from "../api.js";
import { AccountSection } from "./section.js";

/** "Download my data": a JSON file of everything held about the member, made on request. */
export function DataSection() {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadExport();
    } catch (error) {
      toastError("Error downloading data", error);
    } finally {
      setPending(false);
    }
  };
  return (
    <AccountSection
      id="your-data"
      title="Your data"
      description="A JSON file of everything we hold about you: profile, devices, progress, feed, and messages sent from your address. No passwords or codes."
    >
      <Button variant="outline" className="self-start" disabled={pending} onClick={() => void download()}>
        {pending ? "Preparing..." : "Download my data"}
      </Button>
    </AccountSection>
  );
}
