import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Questions and answers as native disclosure widgets (<details>), so they
 * open by keyboard, are announced by screen readers and work without
 * JavaScript.
 */
export function Faq({children}: {children: ReactNode}) {
  return <div className={styles.faq}>{children}</div>;
}

export function FaqItem({question, children}: {question: string; children: ReactNode}) {
  return (
    <details className={styles.item}>
      <summary className={styles.question}>{question}</summary>
      <div className={styles.answer}>{children}</div>
    </details>
  );
}
