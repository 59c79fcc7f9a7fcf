/**
 * The dismissible bar above the navbar: what it is about and how it looks.
 * Change `id` whenever the message changes: visitors who closed the old
 * message then see the new one. Set `announcement` to `null` to show no bar.
 *
 * The sentence itself is written by src/lib/announcement.ts from the clinic's
 * emergency phone and the branches open on Sundays (src/data/clinic.ts,
 * src/data/branches.ts). It stays on one line at every width: at 320 px it
 * reads "Emergency: 98765 43200 · Open Sundays"; keep that short. Its words
 * are in `englishAnnouncementWords` there; when they change, change the
 * `announcement.*` messages in each i18n/<locale>/code.json too.
 */

export interface AnnouncementFacts {
  id: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export const announcement: AnnouncementFacts | null = {
  id: 'emergency-and-sundays-2026-11',
  backgroundColor: '#0b4f4a',
  textColor: '#ffffff',
  isCloseable: true,
};
