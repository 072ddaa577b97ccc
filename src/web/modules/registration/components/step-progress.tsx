/** Where the person is among the registration's steps: numbered in the interface's digits, a tick for each done. */
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../lib/format';

export function StepProgress({ current, titles }: { current: number; titles: string[] }) {
  const { i18n } = useTranslation();
  // Not lib/use-lang: it travels in the signed-in frame's chunk, which a signed-out page may do without.
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  return (
    <ol className="step-progress">
      {titles.map((title, index) => (
        <li
          key={title}
          className={`step-progress-item${index < current ? ' step-done' : index === current ? ' step-current' : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="step-number" aria-hidden="true">
            {index < current ? '✓' : localDigits(index + 1, lang)}
          </span>
          {title}
        </li>
      ))}
    </ol>
  );
}
