import Link from '@docusaurus/Link';
import {stagedPayments} from '@site/src/data/payments';
import {getTreatment} from '@site/src/data/treatments';

/** When payment is taken for treatments that run over months. */
export default function StagedPayments() {
  return (
    <table>
      <caption className="sr-only">When payment is taken for staged treatments</caption>
      <thead>
        <tr>
          <th scope="col">Treatment</th>
          <th scope="col">When you pay</th>
        </tr>
      </thead>
      <tbody>
        {stagedPayments.map(({treatment, label, stages}) => {
          const t = getTreatment(treatment);
          const name = label ?? t.name;
          return (
            <tr key={treatment}>
              <th scope="row">
                <Link to={t.route}>{name}</Link>
              </th>
              <td>
                <ul>
                  {stages.map((s) => (
                    <li key={s.when}>
                      {s.share} % {s.when}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
