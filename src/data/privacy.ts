/**
 * How long personal data is kept and how fast privacy requests are answered.
 * The privacy policy and the consent notice on every form read these, so the
 * promise is written once. SAMPLE DATA: a clinic sets its own with its adviser.
 */
export const privacy = {
  /** Enquiries that do not lead to a visit are deleted within this many months. */
  enquiryRetentionMonths: 12,
  /** Requests to see, correct or erase data are answered within this many days. */
  requestReplyDays: 30,
} as const;
