package braille

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/anna-chess/anna/rules"
	"github.com/corentings/chess/v2"
)

// Record is a game as its PGN holds it: the tags, the moves replayed by
// the rules, what was written after each move (a draw offer, notes), and
// how it ended.
type Record struct {
	Tags    map[string]string
	Game    *rules.Game
	Before  []string // notes before the first move
	After   []Marks  // after each move of Game.Plies()
	Outcome rules.Outcome
}

// Marks are what the scoresheet holds after a move besides the clock.
type Marks struct {
	DrawOffer bool // (=), 8.1.5
	Notes     []string
}

// ReadPGN reads the first game of a PGN text. Every move is played by the
// rules, so a move that cannot be played is an error that names it.
func ReadPGN(text string) (rec Record, err error) {
	defer func() {
		if recover() != nil { // the PGN reader panics on some bad input
			err = fmt.Errorf("braille: the PGN cannot be read")
		}
	}()
	pg, err := chess.NewScanner(strings.NewReader(text)).ParseNext()
	if err != nil {
		return Record{}, fmt.Errorf("braille: the PGN cannot be read: %w", err)
	}
	rec = Record{Tags: map[string]string{}}
	for _, k := range []string{"Event", "Site", "Date", "Round", "White", "Black", "Result", "FEN"} {
		if v := pg.GetTagPair(k); v != "" {
			rec.Tags[k] = v
		}
	}
	fen := pg.Positions()[0].String()
	if rec.Game, err = rules.NewGameFromFEN(fen); err != nil {
		return Record{}, fmt.Errorf("braille: the game's first position cannot be played: %w", err)
	}
	if root := pg.GetRootMove(); root != nil {
		rec.Before = splitNotes(root.Comments())
	}
	for i, m := range pg.Moves() {
		mv, err := rules.ParseUCI(m.String())
		if err != nil {
			return Record{}, fmt.Errorf("braille: move %d (%s) cannot be read", i/2+1, m)
		}
		if _, err := rec.Game.Play(mv); err != nil {
			return Record{}, fmt.Errorf("braille: move %d (%s) cannot be played", i/2+1, m)
		}
		var marks Marks
		for _, n := range splitNotes(m.Comments()) {
			if n == "(=)" {
				marks.DrawOffer = true
				continue
			}
			marks.Notes = append(marks.Notes, n)
		}
		rec.After = append(rec.After, marks)
	}
	rec.Outcome = rec.outcome(parseResult(rec.Tags["Result"]))
	return rec, nil
}

// splitNotes cuts a comment into the notes anna joins with "; " (and a
// draw offer's "(=)", which stands first).
func splitNotes(comment string) []string {
	var out []string
	comment = strings.Join(strings.Fields(comment), " ") // a comment may run over lines
	if rest, ok := strings.CutPrefix(comment, "(=)"); ok {
		out = append(out, "(=)")
		comment = strings.TrimSpace(rest)
	}
	// A note starts with a capital; "; " before a small letter is inside a
	// note (the D.2.9 note's "; the moves were retraced").
	var cur string
	for i, n := range strings.Split(comment, "; ") {
		if r, _ := utf8.DecodeRuneInString(n); i > 0 && !unicode.IsUpper(r) {
			cur += "; " + n
			continue
		}
		if cur != "" {
			out = append(out, cur)
		}
		cur = n
	}
	if cur = strings.TrimSpace(cur); cur != "" {
		out = append(out, cur)
	}
	return out
}

func parseResult(s string) rules.Result {
	for _, r := range []rules.Result{rules.WhiteWins, rules.BlackWins, rules.Drawn} {
		if s == r.String() {
			return r
		}
	}
	return rules.Ongoing
}

// outcome is how the game ended: the rules' own ending when they see
// one, else the result of the Result tag, with its reason when the last
// note is the sentence anna writes for it (rules.EndingSentence); that
// note then leaves the notes, as the closing line says it.
func (rec *Record) outcome(res rules.Result) rules.Outcome {
	o := rec.Game.Outcome()
	if !o.Over() && res == rules.Ongoing {
		return o
	}
	if len(rec.After) == 0 {
		if o.Over() {
			return o
		}
		return rules.Outcome{Result: res}
	}
	notes := &rec.After[len(rec.After)-1].Notes
	last := ""
	if n := len(*notes); n > 0 {
		last = (*notes)[n-1]
	}
	if o.Over() {
		if last == rules.EndingSentence(o) {
			*notes = (*notes)[:len(*notes)-1]
		}
		return o
	}
	for reason := rules.Checkmate; reason <= rules.SealedMoveInvalid; reason++ {
		if o := (rules.Outcome{Result: res, Reason: reason}); last != "" && last == rules.EndingSentence(o) {
			*notes = (*notes)[:len(*notes)-1]
			return o
		}
	}
	return rules.Outcome{Result: res}
}
