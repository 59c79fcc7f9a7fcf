import {translate} from '@docusaurus/Translate';
import {getTreatment} from '@site/src/data/treatments';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {awayNote, describeBranches, partNote} from '@site/src/lib/where';

type Field = 'visits' | 'duration' | 'recovery' | 'where';

interface Props {
  /** Treatment id in src/data/treatments.ts. */
  treatment: string;
  /** `visits`, `duration` or `recovery` as written in the data; `where` as a sentence. */
  field: Field;
}

/**
 * One fact of a treatment inline, in running text or a table cell, so a post
 * or a comparison table never types a number of visits or a duration that
 * can drift from the data:
 *
 *     <Fact treatment="dental-implants" field="duration" /> → "3 to 6 months from placement to final crown"
 *     <Fact treatment="dental-implants" field="where" /> → "For the CBCT scan and the implant surgery you go to …"
 */
export default function Fact({treatment, field}: Props) {
  const lang = useIntlLocale();
  const t = getTreatment(treatment);
  if (field === 'where') {
    return (
      <span>
        {partNote(lang, t) ??
          translate(
            {
              id: 'fact.offeredAt',
              message: 'It is offered at {branches}.',
              description:
                "Where a treatment is offered, inline in an article; {branches} names the branches, e.g. 'all three branches'",
            },
            {branches: describeBranches(lang, t.branches)},
          )}
        {t.awayFromBranches && ` ${awayNote(t)}`}
      </span>
    );
  }
  return <span>{t[field]}</span>;
}
