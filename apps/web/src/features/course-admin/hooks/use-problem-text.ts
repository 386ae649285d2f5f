import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldProblem, problemKey } from '../forms/form-problems';

/** The text to show for a field's problem, in the interface language when the catalogue has it. */
export function useProblemText() {
  const { t } = useTranslation('admin-courses');
  return useCallback(
    (problem: FieldProblem | undefined): string | undefined => {
      if (!problem) return undefined;
      const key = problemKey(problem);
      return key ? t(key) : problem.message;
    },
    [t],
  );
}
