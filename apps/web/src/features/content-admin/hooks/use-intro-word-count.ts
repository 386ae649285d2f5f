import { ARTICLE_INTRO_WORDS, countWords } from '@cammini/contract';
import { useTranslation } from 'react-i18next';

/** The intro's words against the 15 the label suggests: a hint that turns to a warning, never a refusal. */
export function useIntroWordCount(intro: string): { text: string; over: boolean } {
  const { t } = useTranslation('admin-content');
  const count = countWords(intro);
  const over = count > ARTICLE_INTRO_WORDS;
  return { over, text: t(over ? 'article.introOver' : 'article.introCount', { count, max: ARTICLE_INTRO_WORDS }) };
}
