package session

import (
	"encoding/base64"
	"fmt"
	"strings"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// Adjournment (Guidelines I, D.2.10.6): "adjourn" asks the player on move
// to seal a move; it is kept, unseen, with the envelope's data (I.2), and
// the clocks stop. When the match is resumed the position and times are
// set up (I.5) and the envelope is opened: the sealed move is played, or,
// if it is illegal, ambiguous or unreadable, its writer loses (I.8).

// Envelope is what the envelope holds (I.2).
type Envelope struct {
	Sealer      rules.Color
	Written     string // the sealed move as its player typed it
	FEN         string // the position before the sealed move
	MoveNumber  int
	Clock       rules.Reading // the times at the adjournment
	Clocked     bool
	DrawOfferBy rules.Color
	At          time.Time
	White       string // the players' names
	Black       string
}

// cmdAdjourn: the arbiter adjourns the game, and the player on move seals
// a move (I.1); the player on move may ask for it and seal at once; the
// opponent only asks the arbiter, who grants it or not. Nobody can force
// another player into the sealing.
func (s *Session) cmdAdjourn(in *typedLine, _ string) []Output {
	switch {
	case s.match.Outcome().Over():
		return []Output{s.said(in, keyGameIsOver.With(words.Result(s.match.Outcome().Result)))}
	case s.adjourned:
		return []Output{s.said(in, keyAdjournedAlready.Event())}
	case s.sealer != rules.NoColor:
		return []Output{s.said(in, keySealing.With(words.Colour(s.sealer)))}
	}
	if p, waitPress, waitRepeat := s.match.Pending(); waitPress {
		return []Output{s.said(in, keyPressFirst.With(words.Colour(p.Color)))}
	} else if waitRepeat {
		return []Output{s.said(in, keyRepeatFirst.With(words.Colour(p.Color.Other()), words.Ply(p)))}
	}
	if s.arbiter(in) || s.actsFor(in, s.match.Turn()) {
		return s.orderSealing()
	}
	s.fileRequest(adjournRequest, s.side(in))
	return s.toArbiter(in, keyAdjournAsked.With(words.Text(s.requester(in))), Output{Kind: Save}) // the request stands in the state
}

// orderSealing asks the player on move to seal a move (I.1).
func (s *Session) orderSealing() []Output {
	s.sealer = s.match.Turn()
	return []Output{s.addressed(s.actors(s.sealer), keySealPlease.With(words.Colour(s.sealer)), keySealWaits.With(words.Colour(s.sealer)))}
}

// sealing reads a line while a move is being sealed: the sealer's line is
// the move, unless it asks about the game, quits or cancels (the sealer
// may call the adjournment off: no question is a trap); others may ask,
// quit, and the arbiter act.
func (s *Session) sealing(in *typedLine, line string) ([]Output, bool) {
	if s.sealer == rules.NoColor {
		return nil, false
	}
	if !s.actsFor(in, s.sealer) {
		if asks(line) || quits(line) || s.arbiter(in) && isCommand(line) {
			return nil, false
		}
		return []Output{s.said(in, keySealing.With(words.Colour(s.sealer)))}, true
	}
	if s.me(in).confirm != nil || asks(line) || quits(line) {
		return nil, false // the answer to "seal it all the same?", a question, or quit
	}
	if cancels(line) {
		return s.sealOff(), true
	}
	if strings.TrimSpace(line) == "" {
		return []Output{s.said(in, keySealPlease.With(words.Colour(s.sealer)))}, true
	}
	// The move is checked before it goes into the envelope: one that cannot
	// be played would lose the game (I.8), so anna asks first.
	g := s.match.Sheet(s.sealer)
	q, err := speech.ParseMove(line)
	if err == nil {
		_, err = g.Resolve(q)
	}
	if err != nil {
		out := s.ask(in, keySealLoses.With(words.Said(why(err, g))), keyNotSealed.Event(), func(*typedLine) []Output { return s.seal(line) })
		s.me(in).confirm.another = true
		return out, true
	}
	return s.seal(line), true
}

// seal puts the move, as its player typed it, in the envelope and adjourns
// the game.
func (s *Session) seal(line string) []Output {
	g := s.match.Sheet(s.sealer)
	env := &Envelope{Sealer: s.sealer, Written: strings.TrimSpace(line), FEN: g.FEN(), MoveNumber: g.MoveNumber(),
		DrawOfferBy: s.match.DrawOfferBy(), At: time.Now(), White: s.header.White, Black: s.header.Black}
	if s.clock != nil {
		s.clock.Stop() // I.1: the clock stops once the move is sealed
		s.armed = 0
		env.Clock, env.Clocked = s.clock.Read(), true
	}
	s.envelope, s.sealer, s.adjourned = env, rules.NoColor, true
	s.note(fmt.Sprintf("Adjourned: %s sealed move %d (I.1)", rules.ColorName(env.Sealer), env.MoveNumber))
	return []Output{{Kind: Save}, s.announced(keySealed.With(words.Colour(env.Sealer), words.Number(env.MoveNumber)))}
}

// sealOff ends the sealing without an envelope: the game goes on, and
// everybody hears so.
func (s *Session) sealOff() []Output {
	c := s.sealer
	s.sealer = rules.NoColor
	return []Output{s.announced(keySealCalledOff.With(words.Colour(c)))}
}

// adjournPrompt is the prompt while a move is sealed or the game adjourned.
func (s *Session) adjournPrompt() (Event, bool) {
	switch {
	case s.adjourned:
		return keyAdjournedPrompt.Event(), true
	case s.sealer != rules.NoColor:
		return keySealingPrompt.With(words.Number(s.match.Sheet(s.sealer).MoveNumber()), words.Colour(s.sealer)), true
	}
	return Event{}, false
}

// adjournedLine answers a line while the game is adjourned: questions are
// answered, moves are not played.
func (s *Session) adjournedLine(in *typedLine, line string) ([]Output, bool) {
	if !s.adjourned {
		return nil, false
	}
	if asks(line) || quits(line) || firstWord(line) == "adjourn" {
		return nil, false
	}
	return []Output{s.said(in, keyAdjourned.Event())}, true
}

// Sealed reports whether an envelope waits to be opened.
func (s *Session) Sealed() bool { return s.envelope != nil && !s.adjourned }

// OpenEnvelope opens the envelope of a resumed match in the presence of
// both players (I.7, I.9.1): the sealed move is played; if it cannot be
// (illegal, ambiguous, unreadable), its writer loses (I.8).
func (s *Session) OpenEnvelope() []Output {
	env := s.envelope
	if env == nil || s.adjourned {
		return nil
	}
	s.envelope = nil
	// The sealed move is read as the line its player wrote.
	in := &typedLine{seat: SeatOf(env.Sealer), roles: SeatOf(env.Sealer).Roles(), book: s.book, line: env.Written, canonical: env.Written}
	s.stateOf(in.seat)
	g := s.match.Sheet(env.Sealer)
	q, err := speech.ParseMove(env.Written)
	var m rules.Move
	if err == nil {
		m, err = g.Resolve(q)
	}
	if err != nil {
		o := s.match.ForfeitSealed(env.Sealer)
		s.note(fmt.Sprintf("The sealed move %q of %s cannot be played (I.8)", env.Written, rules.ColorName(env.Sealer)))
		return []Output{{Kind: Save}, s.announced(keySealedInvalid.With(words.Colour(env.Sealer), words.Text(env.Written), words.Said(why(err, g)), words.Outcome(o)))}
	}
	out := s.play(in, m)
	s.openedAt = len(s.match.Sheet(env.Sealer).Plies()) // I.10: who comes late now, comes late to the resumption
	last, _ := s.match.Sheet(env.Sealer).LastPly()
	return append([]Output{s.announced(keyEnvelopeOpened.With(words.Colour(env.Sealer), words.Ply(last)))}, out...)
}

// envelopeState writes the envelope for the match's state file. The sealed
// move is kept in base64, so that a glance at the file does not show it.
func (e *Envelope) state() *EnvelopeState {
	es := &EnvelopeState{Sealer: rules.ColorName(e.Sealer), Sealed: base64.StdEncoding.EncodeToString([]byte(e.Written)),
		FEN: e.FEN, MoveNumber: e.MoveNumber, At: e.At.UTC().Format(time.RFC3339), White: e.White, Black: e.Black,
		Resumption: "to be arranged by the arbiter"}
	if e.Clocked {
		w, b := e.Clock.White.Milliseconds(), e.Clock.Black.Milliseconds()
		es.WhiteMS, es.BlackMS, es.Moves = &w, &b, e.Clock.Moves
	}
	if e.DrawOfferBy != rules.NoColor {
		es.DrawOfferBy = rules.ColorName(e.DrawOfferBy)
	}
	return es
}

// EnvelopeState is the envelope as the state file keeps it (I.2).
type EnvelopeState struct {
	Sealer      string `json:"sealer"`
	Sealed      string `json:"sealed_move_base64"`
	FEN         string `json:"position_before_sealed_move"`
	MoveNumber  int    `json:"move_number"`
	WhiteMS     *int64 `json:"white_ms,omitempty"`
	BlackMS     *int64 `json:"black_ms,omitempty"`
	Moves       [2]int `json:"moves"`
	DrawOfferBy string `json:"draw_offer_by,omitempty"`
	At          string `json:"adjourned_at"`
	White       string `json:"white"`
	Black       string `json:"black"`
	Resumption  string `json:"resumption"`
}

// The events said here.
var (
	keyAdjournAsked     = words.Declare("adjourn-asked", words.TextKind)
	keyAdjourned        = words.Declare("adjourned")
	keyAdjournedAlready = words.Declare("adjourned-already")
	keyAdjournedPrompt  = words.Declare("adjourned-prompt")
	keyEnvelopeOpened   = words.Declare("envelope-opened", words.ColourKind, words.PlyKind)
	keyGameIsOver       = words.Declare("game-is-over", words.OutcomeKind)
	keyNotSealed        = words.Declare("not-sealed")
	keyPressFirst       = words.Declare("press-first", words.ColourKind)
	keyRepeatFirst      = words.Declare("repeat-first", words.ColourKind, words.PlyKind)
	keySealCalledOff    = words.Declare("seal-called-off", words.ColourKind)
	keySealLoses        = words.Declare("seal-loses", words.EventKind)
	keySealPlease       = words.Declare("seal-please", words.ColourKind)
	keySealWaits        = words.Declare("seal-waits", words.ColourKind)
	keySealed           = words.Declare("sealed", words.ColourKind, words.NumberKind)
	keySealedInvalid    = words.Declare("sealed-invalid", words.ColourKind, words.TextKind, words.EventKind, words.OutcomeKind)
	keySealing          = words.Declare("sealing", words.ColourKind)
	keySealingPrompt    = words.Declare("sealing-prompt", words.NumberKind, words.ColourKind)
)
