import Link from '@docusaurus/Link';
import {getDoctor} from '@site/src/data/doctors';
import {getTreatment} from '@site/src/data/treatments';
import {awayNote} from '@site/src/lib/where';

/** The treatments a doctor provides, linked to their pages, with any step done away from the branches. */
export default function DoctorTreatments({id}: {id: string}) {
  return (
    <ul data-search-ignore="">
      {getDoctor(id)
        .treatments.map(getTreatment)
        .map((t) => (
          <li key={t.id}>
            <Link to={t.route}>{t.name}</Link>: {t.summary}
            {t.awayFromBranches && ` ${awayNote(t)}`}
          </li>
        ))}
    </ul>
  );
}
