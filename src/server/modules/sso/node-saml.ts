// node-saml for SAML sign-in (saml.ts), which loads this module on first
// use: no start needs it (startup-imports.test.ts). The package is
// CommonJS: imported here statically, its names reach the server's bundle;
// a dynamic import of it there would have a default only.
export { SAML, ValidateInResponseTo } from "@node-saml/node-saml";
// node-saml's own decryption (xml-encryption), so what we open first is opened as node-saml opens it after.
export { decryptXml } from "@node-saml/node-saml/lib/xml.js";
