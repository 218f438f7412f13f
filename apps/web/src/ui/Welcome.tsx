/**
 * A first visit's welcome (issue 30): how to play in a few lines, beside an easy first game, and
 * a way to choose another variant or level. It lies where the hint sheet does (over the keypad on
 * a phone, beside the board on a wide screen), so the board stays in view and playable.
 */
export interface WelcomeProps {
  /** Opens the chooser (variants, levels, dailies). */
  onChoose: () => void;
  onClose: () => void;
}

export function Welcome({ onChoose, onClose }: WelcomeProps) {
  return (
    <section className="hint-sheet open welcome" aria-labelledby="welcome-title">
      <div className="hint-panel">
        <h2 id="welcome-title">Welcome! How to play</h2>
        <p>
          Fill the grid so that every row, every column and every 3×3 box holds each digit 1 to 9 once. This first
          puzzle is Easy.
        </p>
        <ul>
          <li>Tap a cell, then a digit — or tap a digit first, then the cells it goes in.</li>
          <li>Corner and Centre modes pencil in notes; Hint shows the next step.</li>
        </ul>
        <div className="welcome-actions">
          <button type="button" onClick={onClose}>
            Play this puzzle
          </button>
          <button type="button" onClick={onChoose}>
            Choose a level
          </button>
        </div>
      </div>
    </section>
  );
}
