import Translate from '@docusaurus/Translate';

/** The button, under the questions and under the summary, that forgets the answers and starts again. */
export default function ClearAnswers({onClear}: {onClear: () => void}) {
  return (
    <button type="button" className="button button--link" onClick={onClear}>
      <Translate
        id="smileAssessment.clearAnswers"
        description="Button that clears the smile assessment's answers and starts again">
        Clear my answers
      </Translate>
    </button>
  );
}
