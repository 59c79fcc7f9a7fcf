import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import postsByAuthor from '@generated/site-index/default/posts-by-author.json';
import {getDoctor} from '@site/src/data/doctors';
import {formatLongDate} from '@site/src/lib/dates';
import {useEnglishAttributes} from '@site/src/hooks/useEnglishAttributes';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';

/** The blog articles a doctor wrote, newest first, from the blog plugin's output. */
export default function DoctorArticles({id}: {id: string}) {
  const doctor = getDoctor(id);
  const posts = postsByAuthor[doctor.id] ?? [];
  const english = useEnglishAttributes();
  const locale = useIntlLocale();
  if (posts.length === 0) {
    return (
      <p>
        <Translate
          id="doctorArticles.none"
          description="Doctor profile, when the doctor has no blog articles; {doctor} is the doctor's name"
          values={{doctor: doctor.name}}>
          {'{doctor} has not written for the blog yet.'}
        </Translate>
      </p>
    );
  }
  return (
    <ul data-search-ignore="">
      {posts.map((post) => (
        <li key={post.permalink}>
          <Link to={post.permalink} {...english}>
            {post.title}
          </Link>{' '}
          ({formatLongDate(post.date, locale)})
        </li>
      ))}
    </ul>
  );
}
