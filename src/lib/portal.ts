/**
 * The patient portal address, set at build time with the PATIENT_PORTAL_URL
 * environment variable. Only an https address is accepted; anything else is
 * treated as "no portal", so the login page never links somewhere unsafe.
 */
export function portalUrlFrom(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
