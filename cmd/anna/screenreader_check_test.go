package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// heardCheck compares what fenrir said with what anna printed: every line
// and prompt once, in order and verbatim, nothing else, but for what a
// screen reader says of the keys typed at a prompt (echo, lateEcho). keys
// are the keys typed for each line (\b: Backspace), cols the terminal's
// width.
type heardCheck struct {
	keys []string
	cols int
}

// problems says where what fenrir said (spoken) and what anna printed
// (want) differ; after the first utterance that speaks something else
// than the next event, nothing more.
func (c heardCheck) problems(want []printedEvent, spoken []string) []string {
	var out []string
	i := 0
	wholeEcho := map[int]bool{} // the prompts whose whole line fenrir said as the keys' late echo
	for _, s := range spoken {
		var e printedEvent // the prompt typed at
		if i > 0 {
			if e = typingAt(want[:i]); c.echo(e, s, !want[i-1].prompt) {
				continue
			}
		}
		if i < len(want) && want[i].heardAs(s) {
			i++
			continue
		}
		// The whole line's echo only where it is not the next line
		// printed (anna says the move typed, in the same words).
		if i > 0 && lateEcho(e, s) && !wholeEcho[e.line] {
			wholeEcho[e.line] = true
			continue
		}
		if i >= len(want) {
			out = append(out, fmt.Sprintf("spoken, and not printed: %q", s))
			continue
		}
		return append(out, fmt.Sprintf("fenrir said %q where anna printed %s (line %d)", s, want[i], i+1))
	}
	for ; i < len(want); i++ {
		out = append(out, fmt.Sprintf("printed and never spoken: %s", want[i]))
	}
	return out
}

// typingAt is the last prompt of the events: the one the player types at,
// also when a line came while they typed (the clock's).
func typingAt(events []printedEvent) printedEvent {
	for i := len(events) - 1; i >= 0; i-- {
		if events[i].prompt {
			return events[i]
		}
	}
	return printedEvent{}
}

// echo reports whether said is what fenrir says of a line longer than the
// terminal while it is typed at the prompt e, as it does under bash's
// read -e: the row the cursor reaches (the prompt's row with the start of
// the line, or a row of the line), "blank" for a row left empty, or the
// character a Backspace deleted; or what it says of the keys' echo when it
// reaches it late. lineCame says a line came after the prompt, while the
// player typed.
func (c heardCheck) echo(e printedEvent, said string, lineCame bool) bool {
	if !e.prompt || e.line < 0 || e.line >= len(c.keys) {
		return false
	}
	keys := c.keys[e.line]
	said = strings.TrimSpace(said)
	// The echo of a key that reaches the screen late (a loaded machine)
	// is spoken by fenrir as new text: a piece of what was typed at this
	// prompt ("olj" of "dovolj"), the terminal's echo, not anna's words.
	// All of the line is taken once only (lateEcho).
	if said != "" && words(said) != words(e.typed) && strings.Contains(e.typed, said) {
		return true
	}
	// So is the prompt's row read again with the keys typed so far ("2.
	// Beli na potezu: gde beli P"): fenrir reads it so when their echo
	// reaches it late with the row's change before it, or when anna wrote
	// the prompt again below a line that came while the player typed
	// ("White 30 seconds", then "2. White to move: Springer Fel"). A prompt
	// anna erased with no line before it is not taken: the check fails.
	if (!e.erased || lineCame) && words(said) != words(e.text) && e.heardAs(said) {
		return true
	}
	if len([]rune(e.text+" "+keys)) <= c.cols {
		return false
	}
	switch {
	case said == "blank":
		return true
	case len([]rune(said)) == 1:
		return strings.Contains(keys, said)
	}
	return said != "" && strings.Contains(words(e.text+" "+e.typed), words(said))
}

// lateEcho reports whether said is the whole line typed at the prompt e,
// as fenrir says it when the echo of all its keys reaches the screen late
// and at once (a loaded machine: "e4" typed a key at a time, its echo
// spoken as new text after "1. White to move:"). A screen reader cannot
// tell that from anna writing the line at the prompt, nor can the player:
// it is what they typed, where they typed it. The check takes it once a
// prompt; the line said twice there fails.
func lateEcho(e printedEvent, said string) bool {
	return e.prompt && e.typed != "" && words(said) == words(e.typed)
}

// printedEvent is something anna printed that a screen reader must speak
// once: a whole line, or a prompt (after which the player's typing is not
// spoken, but may be shown again when a line arrives while they type).
type printedEvent struct {
	text   string
	prompt bool
	typed  string // the line the player was typing at this prompt
	line   int    // its index in the lines typed; -1 for none
	erased bool   // anna erased the prompt's row (to write it again below an announcement)
}

func (e printedEvent) String() string {
	if e.prompt {
		return fmt.Sprintf("prompt %q (typing %q)", e.text, e.typed)
	}
	return fmt.Sprintf("line %q", e.text)
}

// heardAs reports whether an utterance speaks the event: the same words;
// for a prompt, perhaps followed by the start of what was being typed.
func (e printedEvent) heardAs(said string) bool {
	got, want := words(said), words(e.text)
	if got == want {
		return true
	}
	if !e.prompt || !strings.HasPrefix(got, want+" ") {
		return false
	}
	return strings.HasPrefix(words(e.typed), strings.TrimPrefix(got, want+" "))
}

// words is text as a screen reader without punctuation speaks it.
func words(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 127)
	}), " ")
}

func formatEvents(es []printedEvent) string {
	var sb strings.Builder
	for _, e := range es {
		sb.WriteString("  " + e.String() + "\n")
	}
	return sb.String()
}

// printedEvents reads anna's bytes as a terminal cols wide shows them,
// line by line (a line longer than the terminal runs on over the rows it
// wraps to): each line ended by a newline is a printed line; a line that
// holds a prompt (it is erased to be written again below an announcement,
// or it ends with the line typed there) is a prompt, spoken once when it
// was written. The prompt written again below an announcement is the same
// prompt, moved down a row: a screen reader says nothing new of it.
func printedEvents(raw string, typed []string, cols int) []printedEvent {
	var events []printedEvent
	var row []rune // the line, over every row it takes
	col, next := 0, 0
	pending := false // the last column written: the wrap is pending
	moved := ""      // the prompt erased and written again below an announcement
	promptOf := func(text string) (printedEvent, bool) {
		if next < len(typed) && strings.HasSuffix(text, ": "+typed[next]) {
			return printedEvent{text: strings.TrimSuffix(text, " "+typed[next]), prompt: true, typed: typed[next], line: next}, true
		}
		return printedEvent{}, false
	}
	csi := regexp.MustCompile(`^\x1b\[([0-9]*)([A-DK])`)
	for i := 0; i < len(raw); {
		if m := csi.FindStringSubmatch(raw[i:]); m != nil {
			n, _ := strconv.Atoi(m[1])
			n = max(n, 1)
			switch m[2] {
			case "A":
				col = max(0, col-n*cols)
			case "B":
				col += n * cols
			case "C":
				col = min(col+n, (col/cols+1)*cols-1)
			case "D":
				col = max(col-n, col/cols*cols)
			case "K":
				if col > 0 { // the rest of one row of a long line
					for j := col; j < len(row) && j < (col/cols+1)*cols; j++ {
						row[j] = ' '
					}
				} else if text := strings.TrimRight(string(row), " "); text != "" {
					p, _, _ := strings.Cut(strings.TrimSuffix(text, ":"), ": ")
					t := ""
					if next < len(typed) {
						t = typed[next]
					}
					events = append(events, printedEvent{text: p + ":", prompt: true, typed: t, line: next, erased: true})
					moved = p + ":"
					row = nil
				}
			}
			pending = false
			i += len(m[0])
			continue
		}
		switch raw[i] {
		case '\r':
			if pending {
				col -= cols
			}
			col -= col % cols
			pending = false
			i++
		case '\b': // in the last column with the wrap pending, back to the one before
			if pending {
				col -= 2
			} else if col%cols != 0 {
				col--
			}
			pending = false
			i++
		case '\n':
			text := strings.TrimRight(string(row), " ")
			if p, ok := promptOf(text); ok {
				if p.text != moved {
					events = append(events, p)
				}
				moved = ""
				next++
			} else if text != "" {
				events = append(events, printedEvent{text: text, line: -1})
			}
			row, col, pending = nil, 0, false
			i++
		default:
			r := []rune(raw[i:])[0]
			for len(row) <= col {
				row = append(row, ' ')
			}
			row[col] = r
			col++
			pending = col%cols == 0
			i += len(string(r))
		}
	}
	if text := strings.TrimRight(string(row), " "); text != "" {
		events = append(events, printedEvent{text: text, prompt: true, line: -1})
	}
	return events
}

// joiner is how fenrir joins the rows of one change into one utterance.
var joiner = regexp.MustCompile(`\s+,\s?`)

// utterances are fenrir's utterances, split where it joined rows; blank
// rows and fenrir's own words are left out.
func utterances(log string) []string {
	var out []string
	for _, u := range strings.Split(log, "\n") {
		if u == "Start Fenrir" || u == "Quit Fenrir" || strings.Contains(u, "pychant is not installed") {
			continue
		}
		for _, part := range joiner.Split(u, -1) {
			if strings.TrimSpace(strings.Trim(part, " ,")) != "" {
				out = append(out, strings.TrimSpace(part))
			}
		}
	}
	return out
}

// TestHeardCheck: the check of the screen-reader tests passes what fenrir
// says of a game heard rightly, keys' echo and all, and fails a line said
// twice, said where another was printed, or never said.
func TestHeardCheck(t *testing.T) {
	game := []printedEvent{
		{text: "New game. 1. White to move", line: -1},
		{text: "1. White to move:", prompt: true, typed: "e4", line: 0},
		{text: "Bauer Eva vier", line: -1},
		{text: "1. Black to move:", prompt: true, typed: "dovolj", line: 1},
		{text: "Bauer Eva fuenf", line: -1},
		{text: "2. White to move:", prompt: true, typed: "Springer Felix drei", line: 2, erased: true},
		{text: "White 30 seconds", line: -1},
		{text: "Springer Felix drei", line: -1},
	}
	keys := []string{"e4", "dovolj", "Springer Felix drei"}
	for _, c := range []struct {
		name   string
		spoken []string
		want   string // the first problem; "" for none
	}{
		{"every line once", []string{"New game. 1. White to move", "1. White to move:", "Bauer Eva vier",
			"1. Black to move:", "Bauer Eva fuenf", "2. White to move:", "White 30 seconds", "Springer Felix drei"}, ""},
		{"the whole line's late echo", []string{"New game. 1. White to move", "1. White to move:", "e4", "Bauer Eva vier",
			"1. Black to move:", "Bauer Eva fuenf", "2. White to move:", "White 30 seconds", "Springer Felix drei"}, ""},
		{"a piece's late echo", []string{"New game. 1. White to move", "1. White to move:", "Bauer Eva vier",
			"1. Black to move:", "olj", "Bauer Eva fuenf", "2. White to move:", "White 30 seconds", "Springer Felix drei"}, ""},
		{"the prompt again with the keys after a line came", []string{"New game. 1. White to move", "1. White to move:", "Bauer Eva vier",
			"1. Black to move:", "Bauer Eva fuenf", "2. White to move:", "White 30 seconds", "2. White to move: Springer Fel", "Springer Felix drei"}, ""},
		{"the whole line twice", []string{"New game. 1. White to move", "1. White to move:", "e4", "e4", "Bauer Eva vier"},
			`fenrir said "e4" where anna printed line "Bauer Eva vier" (line 3)`},
		{"a line twice", []string{"New game. 1. White to move", "New game. 1. White to move"},
			`fenrir said "New game. 1. White to move" where anna printed prompt "1. White to move:" (typing "e4") (line 2)`},
		{"the whole line's echo, then the move in the same words", []string{"New game. 1. White to move", "1. White to move:", "Bauer Eva vier",
			"1. Black to move:", "Bauer Eva fuenf", "2. White to move:", "White 30 seconds", "Springer Felix drei", "Springer Felix drei"}, ""},
		{"an erased prompt again with no line before it", []string{"New game. 1. White to move", "1. White to move:", "Bauer Eva vier",
			"1. Black to move:", "Bauer Eva fuenf", "2. White to move:", "2. White to move: Spr"},
			`fenrir said "2. White to move: Spr" where anna printed line "White 30 seconds" (line 7)`},
		{"a line never said", []string{"New game. 1. White to move", "1. White to move:", "Bauer Eva vier",
			"1. Black to move:", "Bauer Eva fuenf", "2. White to move:", "White 30 seconds"}, `printed and never spoken: line "Springer Felix drei"`},
		{"said and not printed", []string{"New game. 1. White to move", "1. White to move:", "Bauer Eva vier",
			"1. Black to move:", "Bauer Eva fuenf", "2. White to move:", "White 30 seconds", "Springer Felix drei", "Draw"}, `spoken, and not printed: "Draw"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := heardCheck{keys: keys, cols: 100}.problems(game, c.spoken)
			if c.want == "" && len(got) > 0 || c.want != "" && (len(got) == 0 || got[0] != c.want) {
				t.Errorf("problems: %q, want %q first", got, c.want)
			}
		})
	}
}
