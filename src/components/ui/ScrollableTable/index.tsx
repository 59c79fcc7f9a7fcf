/**
 * A table that may be wider than the screen: Markdown tables (MDXComponents
 * maps `table` here) and the price tables. A wide table
 * scrolls sideways inside its own box rather than widening the page; while it
 * does, the box is a named, focusable region so keyboard users can scroll it
 * too (WCAG 2.1.1).
 */
import {type ComponentProps, type ReactNode, useRef} from 'react';
import {useOverflowsSideways} from '@site/src/hooks/useOverflowsSideways';
import styles from './styles.module.css';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const boxRef = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsSideways(boxRef);
  return (
    <div
      ref={boxRef}
      className={styles.box}
      {...(scrolls ? {tabIndex: 0, role: 'region', 'aria-label': 'Table, scrolls sideways'} : {})}>
      <table {...props} />
    </div>
  );
}
