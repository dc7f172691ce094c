package session

import (
	"errors"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// Moves: a typed move, the answer to "which piece?", and what follows a
// move made.

// answer takes a line that names only a square, file or rank as the answer
// to "which piece?". It must name one of the pieces offered; else the
// question is asked again.
func (s *Session) answer(in *typedLine, q *question, line string) ([]Output, bool) {
	file, rank, ok := speech.ParseLocation(line)
	if !ok {
		return nil, false
	}
	if !q.offers(file, rank) {
		s.me(in).question = q
		s.asker = in.seat
		return []Output{s.said(in, keyNotOffered.With(words.File(file), words.Rank(rank), words.Said(why(q.err, s.game(in)))))}, true
	}
	query := q.query
	if file != rules.NoFile {
		query.FromFile = file
	}
	if rank != rules.NoRank {
		query.FromRank = rank
	}
	return s.playQuery(in, query), true
}

// move reads and plays a typed move. A move typed for the player not on
// move is answered with who is, once its words are read: a word that is
// neither a move's nor a command's (a typo) is named as at one's own turn.
func (s *Session) move(in *typedLine, line string) []Output {
	line = s.asTyped(in, line)
	if out, refused := s.mayMove(in); refused {
		return out
	}
	if out, refused := s.keptAlready(in); refused {
		return out // online: one move at a time on its way (online_held.go)
	}
	q, err := speech.ParseMove(line)
	if err != nil {
		return []Output{s.said(in, why(err, s.game(in)))}
	}
	_, waitPress, waitRepeat := s.match.Pending()
	if turn := s.match.Turn(); !waitPress && !waitRepeat && !s.match.Outcome().Over() && s.side(in) != turn {
		return []Output{s.said(in, s.isToMove(turn))}
	}
	return s.playQuery(in, q)
}

// mayMove refuses a move from a terminal that plays no side now: a
// spectator, the arbiter's own seat, the assistant when the player it
// assists has nothing to play.
func (s *Session) mayMove(in *typedLine) ([]Output, bool) {
	switch {
	case in.roles.Has(Players):
		return nil, false // a player's own side; the turn is checked next
	case in.roles.Has(AssistantRole):
		p, waitPress, _ := s.match.Pending()
		if s.assisted(s.match.Turn()) || waitPress && s.assisted(p.Color) || s.match.Outcome().Over() {
			return nil, false
		}
		return []Output{s.said(in, keyAssistsOnly.With(words.Colours(s.assistedColors())))}, true
	case in.roles.Has(ArbiterRole):
		return []Output{s.said(in, keyArbiterPlaysNot.Event())}, true
	}
	return []Output{s.said(in, keyOwnSeatOnly.With(words.Flag(true)))}, true
}

func (s *Session) playQuery(in *typedLine, q rules.Query) []Output {
	if s.claimWaiting().holdsPlay() {
		return []Output{s.said(in, keyClaimWaits.Event())} // III.5: play stands still for the arbiter
	}
	if s.clock != nil && s.clock.Paused() && !s.match.Outcome().Over() {
		return []Output{s.said(in, keyPausedNoMoves.Event())} // 6.11: play stands still
	}
	pending, waitPress, waitRepeat := s.match.Pending()
	repeating := waitRepeat && s.side(in) == pending.Color.Other()
	switch {
	case waitPress && s.side(in) != pending.Color:
		return []Output{s.said(in, keyPressFirst.With(words.Colour(pending.Color)))}
	case waitRepeat && s.side(in) == pending.Color:
		return []Output{s.said(in, keyRepeatFirst.With(words.Colour(pending.Color.Other()), words.Ply(pending)))}
	}
	m, err := s.game(in).Resolve(q)
	if err != nil {
		var me *rules.MoveError
		switch {
		case errors.As(err, &me) && me.Kind == rules.Ambiguous:
			s.me(in).question = &question{query: q, candidates: me.Candidates, err: err}
			s.asker = in.seat
		case repeating && errors.As(err, &me):
			// Not the opponent's move on this board: the repeat comes first.
			return []Output{s.said(in, keyRepeatFirst.With(words.Colour(s.side(in)), words.Ply(pending)))}
		}
		return []Output{s.said(in, why(err, s.game(in)))}
	}
	if repeating {
		return s.repeat(in, m)
	}
	if out, refused := s.touchRefuses(in, s.side(in), m); refused {
		return out // 4.3: the piece touched must be moved or captured
	}
	if out, kept := s.keep(in, m); kept {
		return out // online, the server cannot be reached: said kept, not played (online_held.go)
	}
	return s.play(in, m)
}

// play makes a move on the mover's board and announces it to both (D.2.1,
// D.2.3), with what follows from it.
func (s *Session) play(in *typedLine, m rules.Move) []Output {
	return s.playSaid(in, m, func(p rules.Ply) Event { return keyMove.With(words.Ply(p)) })
}

// playSaid is play, the move announced as said makes it.
func (s *Session) playSaid(in *typedLine, m rules.Move, said func(rules.Ply) Event) []Output {
	offerBefore := s.match.DrawOfferBy()
	ply, done, err := s.match.Make(s.side(in), m)
	if err == nil && s.online != nil {
		s.match.PlayOn() // online, the server says when the game ends (online.go)
	}
	if err != nil {
		return []Output{s.said(in, s.procedureError(in, err))}
	}
	out := append([]Output{{Kind: Save}}, s.announced(said(ply)))
	if done {
		s.completed(ply.Color)
	}
	out = append(out, s.afterMove(ply, offerBefore)...)
	out = append(out, s.waiting()...)
	if done {
		out = append(out, s.reconcile(in)...) // compared after every completed move (D.2.9)
	}
	return out
}

// completed presses the mover's clock for the move just completed (6.2.1)
// and writes both clocks on the scoresheets with it.
func (s *Session) completed(mover rules.Color) {
	if s.clock == nil {
		return
	}
	if s.match.Outcome().Over() {
		s.clock.Stop() // 6.2.1: a move that ends the game is completed
	} else if err := s.clock.Press(mover); err != nil {
		return // the flag fell first; checkFlag has ended the game
	}
	s.match.RecordClock(s.clock.AtPress())
	s.rearm()
}

// afterMove says what a move brought with it: the end of the game, a draw
// offer declined by moving (9.1.2.4) or standing for the opponent.
func (s *Session) afterMove(ply rules.Ply, offerBefore rules.Color) []Output {
	var out []Output
	if o := s.match.Outcome(); o.Over() {
		return append(out, s.announced(keyOutcome.With(words.Outcome(o))))
	}
	if offerBefore != rules.NoColor && offerBefore != ply.Color {
		out = append(out, s.announced(keyOfferDeclined.Event()))
	}
	if ply.DrawOffered {
		out = append(out, s.addressed(s.actors(ply.Color.Other()), keyOfferStands.With(words.Colour(ply.Color)), keyOffers.With(words.Colour(ply.Color))))
	}
	return out
}

// The events said here.
var (
	keyArbiterPlaysNot = words.Declare("arbiter-plays-not")
	keyNotOffered      = words.Declare("not-offered", words.SquareKind, words.SquareKind, words.EventKind)
	keyOwnSeatOnly     = words.Declare("own-seat-only", words.FlagKind)
	keyPausedNoMoves   = words.Declare("paused-no-moves")
)
