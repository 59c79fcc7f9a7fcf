import Link from '@docusaurus/Link';
import {getDoctor} from '@site/src/data/doctors';
import {getTreatment} from '@site/src/data/treatments';

/** The treatments a doctor provides, linked to their pages. */
export default function DoctorTreatments({id}: {id: string}) {
  return (
    <ul data-search-ignore="">
      {getDoctor(id)
        .treatments.map(getTreatment)
        .map((t) => (
          <li key={t.id}>
            <Link to={t.route}>{t.name}</Link>: {t.summary}
          </li>
        ))}
    </ul>
  );
}
