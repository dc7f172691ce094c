package main

import (
	"strconv"
	"strings"
	"time"

	"github.com/corentings/chess/v2"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// catchUp brings a saved state up to its scoresheet. The two are written
// one after the other, and a full disk may take the state (the larger)
// and leave the scoresheet: then the PGN holds moves the state lacks, and
// resuming from the state alone would take them back. The moves the PGN
// has beyond the state are added to both seats' scoresheets, with the
// clocks from their [%clk] comments and the draw offers from (=); a result
// on the PGN ends the match. It returns how many moves were added.
//
// A PGN that does not parse, or whose moves are not the state's followed
// by more, changes nothing: the state is then the newer record. A clock
// reading no game can have ([%clk 99999999:00:00]) is an error naming it.
func catchUp(st *session.State, pgn string) (int, error) {
	g := parsePGN(pgn)
	if g == nil {
		return 0, nil
	}
	moves := g.Moves()
	positions := g.Positions()
	agreed := agreedMoves(st)
	if len(moves) <= len(agreed) {
		return 0, nil
	}
	for i, rec := range agreed {
		if moves[i].String() != rec.UCI {
			return 0, nil
		}
	}
	if len(st.Seats[0].Moves) != len(agreed) || len(st.Seats[1].Moves) != len(agreed) {
		return 0, nil // a seat's own moves beyond the agreed ones: the state knows better
	}
	var white, black *int64
	if n := len(agreed); n > 0 {
		white, black = agreed[n-1].WhiteMS, agreed[n-1].BlackMS
	} else if tc, err := rules.ParsePGNTimeControl(st.TimeControl); err == nil && len(tc.Periods) > 0 {
		w, b := tc.Periods[0].Time.Milliseconds(), tc.Periods[0].Time.Milliseconds()
		white, black = &w, &b
	}
	added := 0
	for i := len(agreed); i < len(moves); i++ {
		m := moves[i]
		rec := session.MoveRecord{UCI: m.String(), SAN: chess.AlgebraicNotation{}.Encode(positions[i], m)}
		rec.Offered = strings.Contains(m.Comments(), "(=)")
		if clk, ok := m.GetCommand("clk"); ok && white != nil && black != nil {
			if d, ok := parseClk(clk); ok && d > maxClk {
				return 0, part(speech.CLIClockTooLarge, strconv.Itoa(i+1), clk, maxClk.String())
			} else if ok {
				ms := d.Milliseconds()
				if positions[i].Turn() == chess.White {
					white = &ms
				} else {
					black = &ms
				}
				w, b := *white, *black
				rec.WhiteMS, rec.BlackMS = &w, &b
			}
		}
		for s := range st.Seats {
			st.Seats[s].Moves = append(st.Seats[s].Moves, rec)
		}
		added++
	}
	st.Pending = nil
	st.DrawOfferBy = ""
	if last := moves[len(moves)-1]; strings.Contains(last.Comments(), "(=)") {
		st.DrawOfferBy = rules.ColorName(rules.Black)
		if positions[len(moves)-1].Turn() == chess.White {
			st.DrawOfferBy = rules.ColorName(rules.White)
		}
	}
	if r := g.Outcome(); r != chess.NoOutcome {
		st.Outcome = string(r)
	}
	return added, nil
}

// maxClk is the most a clock may show: 1000 hours (as a state's clocks).
const maxClk = 1000 * time.Hour

// parsePGN reads the first game of a PGN text, or nil. The library
// panics on some malformed texts (found by FuzzCatchUp: "01"); a
// scoresheet damaged on disk must not stop a resume, so that is caught.
func parsePGN(text string) (g *chess.Game) {
	defer func() {
		if recover() != nil {
			g = nil
		}
	}()
	g, err := chess.NewScanner(strings.NewReader(text)).ParseNext()
	if err != nil {
		return nil
	}
	return g
}

// agreedMoves are the moves both seats' scoresheets share from the start.
func agreedMoves(st *session.State) []session.MoveRecord {
	a, b := st.Seats[0].Moves, st.Seats[1].Moves
	n := 0
	for n < len(a) && n < len(b) && a[n].UCI == b[n].UCI {
		n++
	}
	return a[:n]
}

// parseClk reads a [%clk] value: h:mm:ss, with tenths perhaps.
func parseClk(s string) (time.Duration, bool) {
	parts := strings.Split(strings.TrimSpace(s), ":")
	if len(parts) != 3 {
		return 0, false
	}
	if len(parts[0]) > 7 {
		return 1 << 62, true // hours beyond counting: more than maxClk, said so
	}
	h, err1 := strconv.Atoi(parts[0])
	m, err2 := strconv.Atoi(parts[1])
	sec, err3 := strconv.ParseFloat(parts[2], 64)
	if err1 != nil || err2 != nil || err3 != nil || h < 0 || m < 0 || m > 59 || sec < 0 || sec >= 60 {
		return 0, false
	}
	return time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(sec*float64(time.Second)), true
}

// catchUpNote is the line a player reads when moves came from the PGN.
func catchUpNote(book speech.Phrasebook, n int, pgn string) string {
	return book.CommandLineCount(speech.CLICaughtUp, n, pgn)
}
