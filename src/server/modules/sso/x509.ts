// @peculiar/x509 for a new service-provider key (sp-keys.ts), which loads
// this module on first use: no start needs it (startup-imports.test.ts). The
// server's bundle takes the package's CommonJS build: imported here
// statically, its names reach the bundle; a dynamic import of it there would
// have a default only.
export { X509CertificateGenerator } from "@peculiar/x509";
