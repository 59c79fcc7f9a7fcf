import Link from '@docusaurus/Link';
import {getDoctor} from '@site/src/data/doctors';
import {getTreatment} from '@site/src/data/treatments';
import {useRouteExists} from '@site/src/hooks/usePageRoutes';

/** The treatments a doctor provides, linked to their pages. */
export default function DoctorTreatments({id}: {id: string}) {
  const routeExists = useRouteExists();
  return (
    <ul>
      {getDoctor(id)
        .treatments.map(getTreatment)
        .map((t) => (
          <li key={t.id}>
            {routeExists(t.route) ? <Link to={t.route}>{t.name}</Link> : t.name}: {t.summary}
          </li>
        ))}
    </ul>
  );
}
