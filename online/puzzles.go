package online

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/puzzle"
	"github.com/anna-chess/anna/words"
)

// A sitting's own sentences (speech/lang/CODE.toml), said through the
// phrasebook's Say: the puzzles are lichess's, rated there (the account's
// puzzle rating); a token that may not send results; the next puzzle
// without a token; a puzzle anna cannot read.
const (
	keyPuzzleRating     words.Key = "lichess-puzzle-rating"
	keyPuzzleNoWrite    words.Key = "lichess-puzzle-no-write"
	keyPuzzleNoToken    words.Key = "lichess-puzzle-no-token"
	keyPuzzleUnreadable words.Key = "lichess-puzzle-unreadable"
	// Why lichess gave no next puzzle, said after "No puzzle is left to
	// set.": the network, the token refused (lichess's own answer is
	// keyLichessRefused's, as in a game).
	keyPuzzleOffline      words.Key = "lichess-puzzle-offline"
	keyPuzzleTokenRefused words.Key = "lichess-puzzle-token-refused"
)

// Said is what the start says, in order: the account's puzzle rating on
// lichess (with a token), and once, a token that may not send results.
func (s PuzzleStart) Said() []words.Event {
	var out []words.Event
	if s.Rating > 0 {
		out = append(out, keyPuzzleRating.With(words.Number(s.Rating)))
	}
	if s.NoWrite {
		out = append(out, keyPuzzleNoWrite.Event())
	}
	return out
}

// PuzzleTroubleSaid is the sentence of a sitting's own trouble (a puzzle
// anna cannot read); false for the others (the network, lichess's
// refusals: the caller's lines for lichess). Why there is no next puzzle
// is NoPuzzleWhy's.
func PuzzleTroubleSaid(err error) (words.Event, bool) {
	if errors.Is(err, ErrUnreadablePuzzle) {
		return keyPuzzleUnreadable.Event(), true
	}
	return words.Event{}, false
}

// Puzzles on lichess (anna lichess puzzle, issue 36): lichess's daily
// puzzle first, then the puzzles lichess picks for the account, each
// result sent back where the token may (puzzle:write), and the rating
// said the account's puzzle rating on lichess (anna's own rating file is
// not touched). Puzzles is a session.PuzzleSource.
type Puzzles struct {
	client  *lichess.Client
	daily   *puzzle.Puzzle // set first; nil once set
	token   bool           // the client has a token: the next puzzles can be asked for
	write   bool           // the token has puzzle:write: results go back
	rating  int            // the account's puzzle rating on lichess; 0: not known
	sent    map[string]bool
	pending []lichess.PuzzleSolution // results lichess has not taken yet (the network)
	err     error                    // why Next found no puzzle, or nil

	// Trouble hears what goes wrong during the sitting and does not end
	// it: a result not sent (kept, sent with the next), a puzzle lichess
	// sent that anna cannot read (another is asked for).
	Trouble func(error)
}

// PuzzleWait bounds each request of a sitting: lichess's 429 asks for a
// minute's wait, which the client waits once; a longer one ends the
// request, said, and the sitting goes on where it can.
const PuzzleWait = 2 * time.Minute

// ErrNoPuzzleToken: the next puzzle needs a token (the daily one does not).
var ErrNoPuzzleToken = errors.New("lichess: the next puzzle needs a token")

// ErrUnreadablePuzzle: lichess sent a puzzle anna cannot set up (its
// line does not play on anna's board).
var ErrUnreadablePuzzle = errors.New("lichess sent a puzzle anna cannot read")

// PuzzleStart is what a sitting knows before its first puzzle.
type PuzzleStart struct {
	Rating  int  // the account's puzzle rating on lichess; 0: none known (no token)
	NoWrite bool // a token without puzzle:write: results are not sent
}

// NewPuzzles asks lichess for the daily puzzle and, with a token, the
// account's puzzle rating and the token's scopes. Any failure here is
// the sitting's end before it starts: said by the caller.
func NewPuzzles(ctx context.Context, c *lichess.Client, token bool) (*Puzzles, PuzzleStart, error) {
	p := &Puzzles{client: c, token: token, sent: map[string]bool{}, Trouble: func(error) {}}
	ctx, cancel := context.WithTimeout(ctx, PuzzleWait)
	defer cancel()
	if token {
		scopes, err := c.TokenScopes(ctx)
		if err != nil {
			return nil, PuzzleStart{}, err
		}
		p.write = slices.Contains(scopes, lichess.PuzzleWriteScope)
		acct, err := c.Account(ctx)
		if err != nil {
			return nil, PuzzleStart{}, err
		}
		p.rating = acct.Perfs["puzzle"].Rating
	}
	pg, err := c.DailyPuzzle(ctx)
	if err != nil {
		return nil, PuzzleStart{}, err
	}
	daily, err := c.PuzzleOf(pg)
	if err != nil {
		return nil, PuzzleStart{}, fmt.Errorf("%w: %v", ErrUnreadablePuzzle, err)
	}
	p.daily = &daily
	return p, PuzzleStart{Rating: p.rating, NoWrite: token && !p.write}, nil
}

// Err is why the last Next found no puzzle: ErrNoPuzzleToken, lichess's
// refusal, the network; nil when lichess has none left.
func (p *Puzzles) Err() error { return p.err }

// Next is the daily puzzle, then the puzzle lichess picks (GET
// /api/puzzle/next). A puzzle anna cannot read is said (Trouble) and
// another asked for, three at most. None: why, in the player's words
// (NoPuzzleWhy of Err), which the sitting says after "No puzzle is left
// to set."
func (p *Puzzles) Next() (puzzle.Puzzle, bool, words.Event) {
	if pz, ok := p.next(); ok {
		return pz, true, words.Event{}
	}
	return puzzle.Puzzle{}, false, NoPuzzleWhy(p.err)
}

// NoPuzzleWhy is why lichess gave no next puzzle, as the player hears it:
// no token (only the daily puzzle), lichess out of reach or silent past
// PuzzleWait, the token refused, or lichess's own answer; nothing when
// lichess has none left for the account (err nil), or when it sent only
// puzzles anna cannot read (each said as it came).
func NoPuzzleWhy(err error) words.Event {
	var api *lichess.APIError
	switch {
	case err == nil, errors.Is(err, ErrUnreadablePuzzle):
		return words.Event{}
	case errors.Is(err, ErrNoPuzzleToken):
		return keyPuzzleNoToken.Event()
	case errors.Is(err, lichess.ErrUnauthorized):
		return keyPuzzleTokenRefused.Event()
	case errors.Is(err, lichess.ErrNoNetwork), errors.Is(err, context.DeadlineExceeded):
		return keyPuzzleOffline.Event()
	case errors.As(err, &api):
		return keyLichessRefused.With(words.Text(api.Message))
	}
	return keyLichessRefused.With(words.Text(strings.TrimPrefix(err.Error(), "lichess: ")))
}

// next is Next's puzzle, Err saying why there is none.
func (p *Puzzles) next() (puzzle.Puzzle, bool) {
	if p.daily != nil {
		d := *p.daily
		p.daily = nil
		return d, true
	}
	p.err = nil
	if !p.token {
		p.err = ErrNoPuzzleToken
		return puzzle.Puzzle{}, false
	}
	for range 3 {
		ctx, cancel := context.WithTimeout(context.Background(), PuzzleWait)
		pg, err := p.client.NextPuzzle(ctx, lichess.NextPuzzle{})
		cancel()
		if errors.Is(err, lichess.ErrNotFound) {
			return puzzle.Puzzle{}, false // none left for the account
		}
		if err != nil {
			p.err = err
			return puzzle.Puzzle{}, false
		}
		pz, err := p.client.PuzzleOf(pg)
		if err == nil {
			return pz, true
		}
		p.err = fmt.Errorf("%w: %v", ErrUnreadablePuzzle, err)
		p.Trouble(p.err)
	}
	return puzzle.Puzzle{}, false
}

// Rate sends the result to lichess (POST /api/puzzle/batch/mix), with any
// the network kept back, and answers lichess's rating: before (the
// one said last, or lichess's less this puzzle's change when none was)
// and after. A puzzle sent before is
// not rated again (lichess rates it once); without puzzle:write nothing is
// sent and the rating is the account's, as it stands; without a token
// there is no rating (0). A result the network keeps back is kept for the
// next (its error is returned, and said).
func (p *Puzzles) Rate(pz puzzle.Puzzle, won bool) (before, after int, rated bool, err error) {
	if !p.token || p.rating == 0 && !p.write {
		return 0, 0, false, nil
	}
	if !p.write {
		return p.rating, p.rating, true, nil
	}
	if p.sent[pz.ID] || slices.ContainsFunc(p.pending, func(s lichess.PuzzleSolution) bool { return s.ID == pz.ID }) {
		return p.rating, p.rating, false, nil
	}
	p.pending = append(p.pending, lichess.PuzzleSolution{ID: pz.ID, Win: won, Rated: true})
	ctx, cancel := context.WithTimeout(context.Background(), PuzzleWait)
	defer cancel()
	res, err := p.client.SendPuzzleResults(ctx, puzzle.Mix, p.pending)
	if err != nil {
		p.Trouble(err)
		return p.rating, p.rating, true, err
	}
	for _, s := range p.pending {
		p.sent[s.ID] = true
	}
	p.pending = nil
	before = p.rating // as said before: the change is the one heard
	if res.Glicko != nil {
		p.rating = int(res.Glicko.Rating + 0.5)
		for _, r := range res.Rounds {
			if r.ID == pz.ID && before == 0 { // no rating known before: lichess's change
				before = p.rating - r.RatingDiff
			}
		}
	}
	if before == 0 {
		before = p.rating
	}
	return before, p.rating, true, nil
}

// Flush sends the results the network kept back, at the sitting's end:
// how many are still not sent, and why.
func (p *Puzzles) Flush(ctx context.Context) (int, error) {
	if len(p.pending) == 0 {
		return 0, nil
	}
	ctx, cancel := context.WithTimeout(ctx, PuzzleWait)
	defer cancel()
	if _, err := p.client.SendPuzzleResults(ctx, puzzle.Mix, p.pending); err != nil {
		return len(p.pending), err
	}
	p.pending = nil
	return 0, nil
}
