import { useParams } from "react-router";

import { VerifyCertificate } from "../features/certificates/components/verify-certificate.js";
import { usePageMeta } from "../lib/use-page-meta.js";

/** /verify/:number (issue 33): public; the number printed on a certificate and in its QR code. */
export default function VerifyPage() {
  const { number = "" } = useParams();
  usePageMeta("Verify a certificate", "Check a Lead or Be Led certificate: whether it is valid, and whose it is.");
  return <VerifyCertificate key={number} number={number} />;
}
