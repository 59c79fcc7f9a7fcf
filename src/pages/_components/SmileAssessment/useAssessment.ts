import {useEffect, useRef, useState, type RefObject} from 'react';
import {emptyAnswers, type Answers} from '@site/src/lib/assessment';
import {clearDraft, readDraft, writeDraft} from '@site/src/lib/storage';

const storageKey = 'assessment:answers';

/** How many questions there are; the step after the last is the summary. */
export const stepCount = 5;

interface Saved {
  answers: Answers;
  step: number;
}

/** The answers given so far, the step shown, and the ways to move between them. */
export interface Assessment {
  answers: Answers;
  /** 0 to stepCount - 1: a question; stepCount: the summary. */
  step: number;
  /** The heading of the step or summary, focused when the visitor moves. */
  headingRef: RefObject<HTMLHeadingElement>;
  /** Keeps new answers (and a step to show), on the page and in session storage. */
  save: (next: Answers, nextStep?: number) => void;
  /** Shows another step with the answers as they are. */
  go: (nextStep: number) => void;
  /** Ticks or unticks one answer of a question that takes several. */
  toggle: <K extends 'goals' | 'bite' | 'symptoms'>(key: K, value: Answers[K][number]) => void;
  /** Forgets every answer and starts again. */
  reset: () => void;
}

/**
 * The smile assessment's answers and step. They stay in session storage on
 * the visitor's device and never go into a URL.
 */
export function useAssessment(): Assessment {
  const [answers, setAnswers] = useState<Answers>(emptyAnswers);
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const saved = readDraft<Saved>(storageKey);
    if (saved) {
      // The first render must match the server's HTML, so the stored answers can only be applied after it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setAnswers({...emptyAnswers, ...saved.answers});
      setStep(Math.min(Math.max(saved.step, 0), stepCount));
    }
  }, []);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const save = (next: Answers, nextStep = step) => {
    setAnswers(next);
    setStep(nextStep);
    writeDraft(storageKey, {answers: next, step: nextStep} satisfies Saved);
  };
  const go = (nextStep: number) => {
    moved.current = true;
    save(answers, nextStep);
  };
  const toggle = <K extends 'goals' | 'bite' | 'symptoms'>(key: K, value: Answers[K][number]) => {
    const list = answers[key] as string[];
    save({
      ...answers,
      [key]: list.includes(value) ? list.filter((v) => v !== value) : [...list, value],
    });
  };
  const reset = () => {
    clearDraft(storageKey);
    moved.current = true;
    setAnswers(emptyAnswers);
    setStep(0);
  };

  return {answers, step, headingRef, save, go, toggle, reset};
}
