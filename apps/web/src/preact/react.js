/*
 * What the app and its libraries import as `react`, in the build: Preact's compatibility layer, plus the
 * one hook React Router asks for that it lacks. Preact draws each update at once, with no transition
 * for an optimistic state to outlive, so the optimistic state is the state itself (React Router sets one
 * only when asked to use transitions, which this app does not). JavaScript, not TypeScript: the app is
 * typed against React's API, which this module stands in for.
 */
import compat from 'preact/compat';

export * from 'preact/compat';

/** @template State @param {State} state @returns {[State, (update: unknown) => void]} */
export function useOptimistic(state) {
  return [state, () => {}];
}

export default { ...compat, useOptimistic };
