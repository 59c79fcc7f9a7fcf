import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Option} from '@site/src/data/assessment';
import styles from './styles.module.css';

interface ChoicesProps<T extends string> {
  /** The question's name: the inputs' group, and `branch` lays the options out wider. */
  name: string;
  /** The question, shown above the options; without `visibleLegend`, for screen readers only. */
  legend: string;
  visibleLegend?: boolean;
  options: Option<T>[];
  selected: (v: T) => boolean;
  onChange: (v: T) => void;
  /** Tick boxes (several answers) rather than radio buttons (one). */
  multiple: boolean;
  icon?: (v: T) => ReactNode;
}

/** One question's answers as large labelled options. */
export default function Choices<T extends string>({
  name,
  legend,
  visibleLegend = false,
  options,
  selected,
  onChange,
  multiple,
  icon,
}: ChoicesProps<T>) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={visibleLegend ? styles.legend : 'sr-only'}>{legend}</legend>
      <ul className={clsx(styles.options, name === 'branch' && styles.optionsWide)}>
        {options.map((o) => (
          <li key={o.id}>
            <label className={styles.option}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`${id}-${name}`}
                value={o.id}
                checked={selected(o.id)}
                onChange={() => onChange(o.id)}
              />
              {icon?.(o.id)}
              <span>
                <strong>{o.label}</strong>
                {o.hint && <span className={styles.hint}> ({o.hint})</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
