package session

import (
	"errors"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// review walks through the scoresheet without changing the game: "review"
// opens it at the position on the board ("review 12" before White's 12th
// move); "next" (or an empty line), "back", "start" and "end" move through
// the moves and say each one with its number; "position" and every board
// question (where, square, legal, ...) answer for the position reviewed.
// "stop" or "exit" ends the review. A move, or a command that changes the
// game (draw, accept, claim, resign, quit), ends the review and then does
// what it says, on the game as it stands: the review never changes it. A
// line that is neither (a typo, "nxt", or a move no piece can make) is
// answered with why, and the review goes on.
type review struct {
	n    int         // how many moves of the scoresheet have been replayed
	game *rules.Game // the game after those moves
}

// leavesReview are the commands that end a review before they act: they
// change the game, which is not the position reviewed.
var leavesReview = map[string]bool{"draw": true, "accept": true, "claim": true, "resign": true, "quit": true}

// cmdReview opens a review at the end of the scoresheet, or before White's
// move n ("review 12").
func (s *Session) cmdReview(in *typedLine, arg string) []Output {
	plies := s.game(in).Plies()
	if len(plies) == 0 {
		return s.reply(in, keyNoMoveYet.Event())
	}
	n := len(plies)
	if arg != "" {
		num, err := strconv.Atoi(arg)
		if err != nil || num < 1 {
			return s.reply(in, keyReviewBadNumber.With(words.Number(plies[len(plies)-1].Number), words.Number(plies[0].Number)))
		}
		n = -1
		for i, p := range plies {
			if p.Number == num {
				n = i
				break
			}
		}
		if n < 0 {
			return s.reply(in, keyReviewBadNumber.With(words.Number(plies[len(plies)-1].Number), words.Number(plies[0].Number)))
		}
	}
	r := &review{}
	if err := r.goTo(s.game(in), n); err != nil {
		return s.reply(in, keyNoMoveYet.Event())
	}
	s.me(in).mode = r
	return s.reply(in, keyReviewEnter.With(words.Plies(plies), words.Number(n)))
}

func (s *Session) cmdNotReviewing(in *typedLine, _ string) []Output {
	return s.reply(in, keyNotReviewing.Event())
}

// goTo replays the first n moves.
func (r *review) goTo(g *rules.Game, n int) error {
	at, err := g.After(n)
	if err != nil {
		return err
	}
	r.n, r.game = n, at
	return nil
}

func (r *review) handle(s *Session, in *typedLine, line string) ([]Output, bool) {
	plies := s.game(in).Plies()
	word, rest, _ := strings.Cut(strings.ToLower(line), " ")
	rest = strings.TrimSpace(rest)
	switch word {
	case "", "next", "n", "forward":
		if r.n == len(plies) {
			return s.reply(in, keyReviewNoNext.Event()), true
		}
		r.goTo(s.game(in), r.n+1)
		return s.reply(in, keyReviewNext.With(words.Ply(plies[r.n-1]))), true
	case "back", "p", "previous", "prev":
		if r.n == 0 {
			return s.reply(in, keyReviewNoBack.Event()), true
		}
		r.goTo(s.game(in), r.n-1)
		return s.reply(in, keyReviewBack.With(words.Ply(plies[r.n]))), true
	case "start", "first":
		r.goTo(s.game(in), 0)
		return s.reply(in, keyReviewPlace.With(words.Plies(plies), words.Number(0))), true
	case "end":
		r.goTo(s.game(in), len(plies))
		return s.reply(in, keyReviewPlace.With(words.Plies(plies), words.Number(len(plies)))), true
	case "stop", "exit", "leave", "done":
		if rest != "" && rest != "review" {
			break
		}
		s.me(in).mode = nil
		return s.reply(in, keyReviewStopped.Event()), true
	case "help", "?":
		if rest != "" {
			return s.cmdHelp(in, rest), true
		}
		return []Output{s.said(in, keyReviewHint.Event()), s.said(in, keyHelp.Event())}, true
	}
	_, isCommand := commandIndex[word]
	if isCommand && !leavesReview[word] {
		return nil, false // a board question, asked of the position reviewed
	}
	if !isCommand {
		if why, ok := s.notAMove(in, line); ok {
			return []Output{s.said(in, why)}, true // a typo: the review goes on
		}
	}
	out := s.leaveReview(in)
	return append(out, s.handle(in, line)...), true
}

// notAMove is why a line read as a move is none the game can play now: a
// word anna does not know, or a move no piece can make. A move that asks
// "which piece?" is a move: its answer plays it.
func (s *Session) notAMove(in *typedLine, line string) (Event, bool) {
	q, err := speech.ParseMove(s.asTyped(in, line))
	if err == nil {
		_, err = s.game(in).Resolve(q)
	}
	var me *rules.MoveError
	if err == nil || errors.As(err, &me) && me.Kind == rules.Ambiguous {
		return Event{}, false
	}
	return why(err, s.game(in)), true
}

// leaveReview ends a review, if one is open, and says so.
func (s *Session) leaveReview(in *typedLine) []Output {
	if _, ok := s.me(in).mode.(*review); !ok {
		return nil
	}
	s.me(in).mode = nil
	return s.reply(in, keyReviewLeft.Event())
}

// The events said here.
var (
	keyNoMoveYet       = words.Declare("no-move-yet")
	keyNotReviewing    = words.Declare("not-reviewing")
	keyReviewBack      = words.Declare("review-back", words.PlyKind)
	keyReviewBadNumber = words.Declare("review-bad-number", words.NumberKind, words.NumberKind)
	keyReviewEnter     = words.Declare("review-enter", words.ListOf(words.PlyKind), words.NumberKind)
	keyReviewHint      = words.Declare("review-hint")
	keyReviewLeft      = words.Declare("review-left")
	keyReviewNext      = words.Declare("review-next", words.PlyKind)
	keyReviewNoBack    = words.Declare("review-no-back")
	keyReviewNoNext    = words.Declare("review-no-next")
	keyReviewPlace     = words.Declare("review-place", words.ListOf(words.PlyKind), words.NumberKind)
	keyReviewStopped   = words.Declare("review-stopped")
)
