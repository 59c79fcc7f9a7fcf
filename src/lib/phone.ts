/**
 * Phone helpers. Numbers are stored in E.164 ("+91…"); these functions format
 * them for people and build the tel: and WhatsApp links.
 */

const indianMobile = /^\+91[6-9]\d{9}$/;
/** Hyderabad landlines: +91 40 followed by eight digits. */
const hyderabadLandline = /^\+9140\d{8}$/;

export function isIndianMobile(e164: string): boolean {
  return indianMobile.test(e164);
}

export function isIndianPhone(e164: string): boolean {
  return indianMobile.test(e164) || hyderabadLandline.test(e164);
}

/** "+919876543210" → "+91 98765 43210"; "+914040000101" → "+91 40 4000 0101". */
export function formatPhone(e164: string): string {
  if (indianMobile.test(e164)) {
    return `+91 ${e164.slice(3, 8)} ${e164.slice(8)}`;
  }
  if (hyderabadLandline.test(e164)) {
    return `+91 40 ${e164.slice(5, 9)} ${e164.slice(9)}`;
  }
  return e164;
}

export function telHref(e164: string): string {
  return `tel:${e164}`;
}

/** A wa.me link; the optional text is only ever added from the visitor's own click. */
export function whatsappHref(e164: string, text?: string): string {
  const base = `https://wa.me/${e164.replace(/^\+/, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
