package braille

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/anna-chess/anna/rules"
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

// ReadPGN reads the first game of a PGN text through the rules'
// reader (rules.ReadPGNRecord: standard chess and Chess960, the FEN tag's
// start), so every move is played by the rules and a move that cannot be
// played is an error that names it.
func ReadPGN(text string) (Record, error) {
	pg, err := rules.ReadPGNRecord(text)
	if err != nil {
		return Record{}, fmt.Errorf("braille: the PGN cannot be read: %w", err) // a *rules.PGNError, its line and why
	}
	rec := Record{Tags: map[string]string{}, Game: pg.Game}
	for _, k := range []string{"Event", "Site", "Date", "Round", "White", "Black", "Result", "FEN"} {
		if v := pg.Tags[k]; v != "" {
			rec.Tags[k] = v
		}
	}
	for _, c := range pg.Comments[0] {
		rec.Before = append(rec.Before, splitNotes(c)...)
	}
	for _, cs := range pg.Comments[1:] {
		var marks Marks
		for _, c := range cs {
			for _, n := range splitNotes(c) {
				if n == "(=)" {
					marks.DrawOffer = true
					continue
				}
				marks.Notes = append(marks.Notes, n)
			}
		}
		rec.After = append(rec.After, marks)
	}
	rec.Outcome = rec.outcome(parseResult(rec.Tags["Result"]))
	return rec, nil
}

// commands are a comment's embedded commands, [%clk 0:04:59] and the like
// (the PGN specification's 8.2.5 extension), which are not notes.
var commands = regexp.MustCompile(`\[%[^\]]*\]`)

// splitNotes cuts a comment into the notes anna joins with "; " (and a
// draw offer's "(=)", which stands first).
func splitNotes(comment string) []string {
	var out []string
	comment = strings.Join(strings.Fields(commands.ReplaceAllString(comment, " ")), " ") // a comment may run over lines
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
