/**
 * Words the configuration writes in a translated build. The configuration runs
 * in Node, where @docusaurus/Translate does not exist, so it reads the locale's
 * i18n/<locale>/code.json itself:
 *  - `hours.closed`, which the browser code also declares (src/hooks/useHoursWriting.ts),
 *    so `write-translations` extracts it;
 *  - the announcement bar's words (`configMessages` below), which no browser code
 *    declares: `write-translations` cannot see them, so add them to each code.json by
 *    hand when they change. tests/unit/i18n/translations.test.ts checks they are there.
 *    The wrong-base-URL banner's words (plugins/base-url-banner) are listed here too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {englishAnnouncementWords, type AnnouncementWords} from '../src/lib/announcement';
import {englishHours, type HoursWriting} from '../src/lib/hours';
import {dataWordsDir} from '../plugins/data-words/dataWords';
import {baseUrlBannerMessages} from '../plugins/base-url-banner/banner';

export const configMessages = {
  'announcement.emergency': {
    message: englishAnnouncementWords.emergency,
    description:
      'Announcement bar above the navbar, from 700 px wide, just before the emergency phone number',
  },
  'announcement.emergencyShort': {
    message: englishAnnouncementWords.emergencyShort,
    description:
      'Announcement bar on phones, just before the emergency phone number; keep it one short word',
  },
  'announcement.sundays': {
    message: englishAnnouncementWords.sundays,
    description:
      'Announcement bar: some branches open on Sundays (from 700 px the branches and hours follow after a colon)',
  },
  'announcement.sundaysShort': {
    message: englishAnnouncementWords.sundaysShort,
    description:
      'Announcement bar below 400 px wide: the shortest way to say some branches open on Sundays',
  },
  ...baseUrlBannerMessages,
} as const;

function localeMessage(locale: string, id: string, english: string): string {
  const file = path.resolve(__dirname, '../i18n', locale, 'code.json');
  if (!fs.existsSync(file)) return english;
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message?: string}>;
  return messages[id]?.message ?? english;
}

/**
 * The translation of a word of src/data in `locale` (i18n/<locale>/data-words,
 * plugins/data-words), for what the configuration writes from the data: the
 * footer's addresses, the announcement's branch names, the site's title. The
 * English word where the locale has none.
 */
export function dataWord(locale: string): (english: string) => string {
  const dir = path.resolve(__dirname, '../i18n', locale, dataWordsDir);
  const words = new Map<string, string>();
  if (fs.existsSync(dir)) {
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const messages = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<
        string,
        {message?: string}
      >;
      for (const [english, {message}] of Object.entries(messages))
        if (message?.trim()) words.set(english, message);
    }
  }
  return (english) => words.get(english) ?? english;
}

/** How the footer and the announcement write opening hours in `locale` (useHoursWriting in the browser). */
export function hoursWriting(locale: string, htmlLang: string): HoursWriting {
  return {locale: htmlLang, closed: localeMessage(locale, 'hours.closed', englishHours.closed)};
}

/** The announcement bar's words in `locale`. */
export function announcementWords(locale: string, htmlLang: string): AnnouncementWords {
  const word = (id: keyof typeof configMessages) =>
    localeMessage(locale, id, configMessages[id].message);
  return {
    emergency: word('announcement.emergency'),
    emergencyShort: word('announcement.emergencyShort'),
    sundays: word('announcement.sundays'),
    sundaysShort: word('announcement.sundaysShort'),
    hours: hoursWriting(locale, htmlLang),
    dataWord: dataWord(locale),
  };
}
