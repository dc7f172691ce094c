package session

import (
	"encoding/base64"
	"errors"
	"fmt"
	"time"

	"github.com/anna-chess/anna/rules"
)

// ErrFinished is returned when a saved match has already ended.
var ErrFinished = errors.New("session: the match has ended")

// Restore sets a match up again from its saved state (anna resume): both
// scoresheets and boards, the move that waited, the clocks as they were
// after the last completed move, and whose turn it is. An adjourned game
// comes back with its envelope, to be opened with OpenEnvelope (I.5).
// cfg gives what is not saved: the words, the time source, confirmation.
func Restore(st State, cfg Config) (*Session, error) {
	if st.Format != 1 {
		return nil, fmt.Errorf("session: saved state has format %d, this anna reads 1", st.Format)
	}
	if st.Outcome != "*" && st.Outcome != "" {
		return nil, fmt.Errorf("%w: %s", ErrFinished, st.Outcome)
	}
	if err := checkState(st); err != nil {
		return nil, err
	}
	mirror := map[string]rules.Mirror{"auto": rules.MirrorAuto, "confirm": rules.MirrorConfirm}[st.Mirror]
	press := map[string]rules.PressMode{"auto": rules.PressAuto, "manual": rules.PressManual}[st.Press]
	var recs [2]rules.SeatRecord
	for i, seat := range st.Seats {
		for j, mr := range seat.Moves {
			mv, err := rules.ParseUCI(mr.UCI)
			if err != nil {
				return nil, fmt.Errorf("session: %s's move %d: %w", seat.Seat, j+1, err)
			}
			recs[i].Moves = append(recs[i].Moves, mv)
			var r *rules.Reading
			if mr.WhiteMS != nil && mr.BlackMS != nil {
				r = &rules.Reading{White: time.Duration(*mr.WhiteMS) * time.Millisecond, Black: time.Duration(*mr.BlackMS) * time.Millisecond}
			}
			recs[i].Clocks = append(recs[i].Clocks, r)
			recs[i].Offered = append(recs[i].Offered, mr.Offered)
			recs[i].Comments = append(recs[i].Comments, mr.Comments)
		}
		if seat.Board != "" {
			b, err := rules.ParsePlacement(seat.Board)
			if err != nil {
				return nil, fmt.Errorf("session: bad board %q: %w", seat.Board, err)
			}
			board := [64]rules.Piece(b)
			recs[i].Board = &board
		}
	}
	mover, waitPress, waitRepeat := rules.NoColor, false, false
	if p := st.Pending; p != nil {
		mover, waitPress, waitRepeat = rules.ColorOfWord(p.Mover), p.WaitsForPress, p.WaitsForRepeat
	}
	variant, ok := variantNamed(st.Variant)
	if !ok {
		return nil, fmt.Errorf("session: saved state is a game of %q, which this anna does not play", st.Variant)
	}
	m, err := rules.RestoreMatch(variant, st.FEN, mirror, press, recs, mover, waitPress, waitRepeat)
	if err != nil {
		return nil, err
	}
	if st.DrawOfferBy != "" {
		m.OfferDraw(rules.ColorOfWord(st.DrawOfferBy))
	}
	laws, err := rules.ParseLaws(st.Laws)
	if err != nil {
		return nil, &FieldError{Field: "laws", Value: fmt.Sprintf("%q", st.Laws), Why: "not 2023 or 2017"}
	}
	m.SetLaws(laws)
	st.Header = withLawsTag(st.Header, laws)
	s := &Session{book: cfg.Book, match: m, header: st.Header, announce: cfg.Announce, confirmDraws: cfg.Confirm,
		blind: st.Blind, helper: st.Assistant || cfg.Assistant, seats: map[Seat]*seatState{}, sealer: rules.NoColor,
		events: st.Events, resumed: true, requests: restoredRequests(st.Requests), engine: newEngineState(resumedEngine(st.Engine, cfg.Engine))}
	s.book.Engine = s.engine != nil
	s.hosted = st.Hosted
	s.lastSaved.at, _ = time.Parse(time.RFC3339, st.SavedAt)
	if c := st.Clock; c != nil && !c.Paused {
		s.lastSaved.running = rules.ColorOfWord(c.Running)
	}
	if st.Envelope != nil {
		env, err := st.Envelope.envelope()
		if err != nil {
			return nil, err
		}
		s.envelope = env
	}
	if st.IllegalMoves != nil {
		s.illegal = *st.IllegalMoves
	}
	s.openedAt = st.OpenedAt
	if c := st.ArbiterCode; c != nil {
		s.code = arbiterCode{guard: true, hash: c.Hash}
	}
	if s.touched, err = st.Touched.touches(); err != nil {
		return nil, err
	}
	if st.TimeControl != "" && st.TimeControl != "-" {
		if cfg.Time == nil {
			return nil, errors.New("session: a clock needs a time source")
		}
		tc, err := rules.ParsePGNTimeControl(st.TimeControl)
		if err != nil {
			return nil, err
		}
		if st.DelayMode == "bronstein" {
			tc.DelayMode = rules.Bronstein
		}
		s.clock = rules.NewClock(tc, cfg.Time)
		r := s.clock.StartReading()
		if s.envelope != nil && s.envelope.Clocked {
			r = s.envelope.Clock // I.5: the times at the adjournment
		} else if sheet := m.Sheet(m.Turn().Other()); true {
			// The sheet with the last completed move (the mover's, when a
			// repeat waits).
			if last, ok := sheet.LastPly(); ok && last.Clocked {
				r = last.Clock
			}
			// The moves made count toward the time control's periods, the
			// clocks read or not (a game set up from a scoresheet without
			// [%clk] starts its clocks anew, and counts its moves).
			r.Moves = movesCompleted(sheet)
			// The clocks as they were saved, when the save was made after
			// that move (the arbiter adjusted them, a player thought on
			// and offered a draw): no time runs while no host runs.
			if c := st.Clock; c != nil && c.Moves == r.Moves {
				r.White, r.Black = time.Duration(c.WhiteMS)*time.Millisecond, time.Duration(c.BlackMS)*time.Millisecond
			}
		}
		// The clocks stand until the game goes on (Start): a hosted match
		// waits for both players, and no clock runs meanwhile.
		s.clock.Restore(r, rules.NoColor)
		if s.guidelines, err = guidelinesSaved(st.GuidelinesIII, tc); err != nil {
			return nil, err
		}
		if s.quick, err = st.QuickplayClaim.claim(); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// movesCompleted counts each side's completed moves on a scoresheet.
func movesCompleted(g *rules.Game) [2]int {
	var n [2]int
	for _, p := range g.Plies() {
		if p.Color == rules.White {
			n[0]++
		} else {
			n[1]++
		}
	}
	return n
}

func (es *EnvelopeState) envelope() (*Envelope, error) {
	written, err := base64.StdEncoding.DecodeString(es.Sealed)
	if err != nil {
		return nil, fmt.Errorf("session: the envelope's sealed move cannot be read: %w", err)
	}
	e := &Envelope{Sealer: rules.ColorOfWord(es.Sealer), Written: string(written), FEN: es.FEN, MoveNumber: es.MoveNumber,
		DrawOfferBy: rules.ColorOfWord(es.DrawOfferBy), White: es.White, Black: es.Black}
	e.At, _ = time.Parse(time.RFC3339, es.At)
	if es.WhiteMS != nil && es.BlackMS != nil {
		e.Clock = rules.Reading{White: time.Duration(*es.WhiteMS) * time.Millisecond, Black: time.Duration(*es.BlackMS) * time.Millisecond, Moves: es.Moves}
		e.Clocked = true
	}
	return e, nil
}
