import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import recentPosts from '@generated/site-index/default/recent-posts.json';
import {useEnglishAttributes} from '@site/src/hooks/useEnglishAttributes';
import Section from '@site/src/components/ui/Section';
import styles from './styles.module.css';

export default function LatestPosts() {
  const english = useEnglishAttributes();
  if (recentPosts.length === 0) {
    return null;
  }
  return (
    <Section
      id="articles"
      title={translate({
        id: 'home.articles.title',
        message: 'From our dentists',
        description: 'Heading of the home page section listing recent articles',
      })}
      muted>
      <ul className={styles.cardGrid}>
        {recentPosts.map((post) => (
          <li key={post.permalink} className={styles.card}>
            <Heading as="h3">
              <Link to={post.permalink} {...english}>
                {post.title}
              </Link>
            </Heading>
            <p {...english}>{post.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
