import { useLocation, useParams } from "react-router";

import { AuthorView } from "../features/content/components/author-view.js";
import NotFoundPage from "./not-found-page.js";

/** /authors/:slug: a guest author's page (docs/decisions/113, 117), its records paged by the address's `?cursor=`. */
export default function AuthorPage() {
  const { slug = "" } = useParams();
  const cursor = new URLSearchParams(useLocation().search).get("cursor");
  return <AuthorView key={slug} slug={slug} cursor={cursor} missing={<NotFoundPage />} />;
}
