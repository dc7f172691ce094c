package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// fenrirSettings is Debian's fenrir configuration, as installed.
const fenrirSettings = "/etc/fenrirscreenreader/settings/settings.conf"

// screenReader is anna running under fenrir, a real console screen reader,
// in a terminal (tmux). fenrir's speech goes to a file instead of a voice,
// one utterance a line; anna's output is kept byte for byte beside it.
type screenReader struct {
	t      *testing.T
	dir    string
	cols   int // the terminal's width
	tmux   *tmuxSession
	speech string // fenrir's utterances
	raw    string // every byte anna wrote to the terminal
	typed  []string
	keys   []string // the keys typed for each line of typed (\b: Backspace)
}

func startScreenReader(t *testing.T, args ...string) *screenReader {
	t.Helper()
	return startReaderOn(t, 100, "", annaBin+" "+strings.Join(args, " "))
}

// startReaderOn runs program (a shell command line, with env before it)
// under fenrir in a terminal cols wide, from a shell in a new folder.
func startReaderOn(t *testing.T, cols int, env, program string) *screenReader {
	t.Helper()
	for _, tool := range []string{"/usr/bin/fenrir", fenrirSettings} {
		if _, err := os.Stat(tool); err != nil {
			t.Skipf("fenrir is not installed (scripts/test installs it as root with apt-get): %v", err)
		}
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (scripts/test installs it)")
	}
	dir := t.TempDir()
	sr := &screenReader{t: t, dir: dir, cols: cols, speech: filepath.Join(dir, "speech.log"), raw: filepath.Join(dir, "raw.log")}
	speak := filepath.Join(dir, "speak.sh")
	write(t, speak, "#!/bin/sh\nprintf '%s\\n' \"$*\" >> "+sr.speech+"\n", 0o755)
	conf, err := os.ReadFile(fenrirSettings)
	if err != nil {
		t.Skipf("fenrir's settings cannot be read: %v", err)
	}
	settings := string(conf)
	for _, o := range [][3]string{
		{"speech", "driver", "genericDriver"}, {"speech", "genericSpeechCommand", speak + ` "fenrirText"`},
		{"sound", "driver", "dummyDriver"}, {"sound", "enabled", "False"}, {"remote", "enable", "False"},
		{"braille", "enabled", "False"}, {"general", "debugLevel", "0"}, {"general", "punctuationLevel", "none"},
		{"general", "autoSpellCheck", "False"}, // fenrir's own "misspelled" after typed words
	} {
		settings = setINI(settings, o[0], o[1], o[2])
	}
	write(t, filepath.Join(dir, "settings.conf"), settings, 0o644)
	// anna runs from a shell, as a player starts it: the shell stays after
	// anna ends, so fenrir reads the last line as it would on a console.
	write(t, filepath.Join(dir, "anna.sh"), fmt.Sprintf("#!/bin/sh\ncd %s\nexport HOME=%s\n%s %s\nsleep 120\n", dir, dir, env, program), 0o755)
	command := fmt.Sprintf("/usr/bin/fenrir -e -s %s -o 'general#shell=%s;keyboard#charEcho=False;keyboard#wordEcho=False' 2>%s; sleep 120",
		filepath.Join(dir, "settings.conf"), filepath.Join(dir, "anna.sh"), filepath.Join(dir, "fenrir.err"))
	sr.tmux = &tmuxSession{t: t, name: "reader", sock: filepath.Join(dir, "tmux.sock")}
	sr.tmux.tmux("new-session", "-d", "-s", sr.tmux.name, "-x", strconv.Itoa(cols), "-y", "40", command)
	sr.tmux.tmux("pipe-pane", "-t", sr.tmux.name, "-o", "cat >> "+sr.raw)
	t.Cleanup(func() { killTmux(sr.tmux.sock, dir) })
	return sr
}

func write(t *testing.T, path, text string, mode os.FileMode) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), mode); err != nil {
		t.Fatal(err)
	}
}

// setINI sets key=value in a section of an INI text.
func setINI(text, section, key, value string) string {
	head := "[" + section + "]\n"
	i := strings.Index(text, head)
	if i < 0 {
		return text + "\n" + head + key + "=" + value + "\n"
	}
	start := i + len(head)
	end := len(text)
	if j := strings.Index(text[start:], "\n["); j >= 0 {
		end = start + j + 1
	}
	body := text[start:end]
	re := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(key) + `=.*$`)
	if re.MatchString(body) {
		body = re.ReplaceAllLiteralString(body, key+"="+value)
	} else {
		body = key + "=" + value + "\n" + body
	}
	return text[:start] + body + text[end:]
}

// typeSlowly types a line a key at a time, as a person does (fenrir takes
// several characters arriving at once for output, not typing); \b is
// Backspace.
func (sr *screenReader) typeSlowly(keys string) {
	for _, r := range keys {
		if r == '\b' {
			sr.tmux.tmux("send-keys", "-t", sr.tmux.name, "BSpace")
		} else {
			sr.tmux.tmux("send-keys", "-t", sr.tmux.name, "-l", string(r))
		}
		time.Sleep(80 * time.Millisecond)
	}
}

// line types a line and Enter, and lets fenrir speak; keys may hold
// Backspaces (\b), the line sent is what they leave.
func (sr *screenReader) line(keys string) {
	sr.typeSlowly(keys)
	time.Sleep(300 * time.Millisecond)
	sr.tmux.tmux("send-keys", "-t", sr.tmux.name, "Enter")
	var sent []rune
	for _, r := range keys {
		if r == '\b' {
			sent = sent[:max(0, len(sent)-1)]
		} else {
			sent = append(sent, r)
		}
	}
	sr.typed = append(sr.typed, string(sent))
	sr.keys = append(sr.keys, keys)
	time.Sleep(1500 * time.Millisecond)
}

// waitRaw waits until anna has written text.
func (sr *screenReader) waitRaw(text string, within time.Duration) {
	sr.t.Helper()
	deadline := time.Now().Add(within)
	for {
		data, _ := os.ReadFile(sr.raw)
		if strings.Contains(string(data), text) {
			return
		}
		if time.Now().After(deadline) {
			sr.t.Fatalf("anna never wrote %q:\n%q", text, data)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestScreenReaderHearsEveryLineOnce plays a short game in the line view
// under fenrir: moves, a question, an illegal move, draw and yes, a clock
// announcement while the player types, quit. Every line anna printed, and
// every prompt, is spoken exactly once and verbatim (fenrir speaks no
// punctuation, so words are compared), and nothing is spoken that anna did
// not print.
func TestScreenReaderHearsEveryLineOnce(t *testing.T) {
	sr := startScreenReader(t, "--no-audio", "--pgn", "g.pgn", "--time", "50s")
	sr.waitRaw("1. White to move: ", 15*time.Second)
	time.Sleep(time.Second)
	for _, l := range []string{"e4", "e5", "where Springer", "Springer Eva vier", "draw", "yes"} {
		sr.line(l)
	}
	// White's clock says 30 seconds while White types a move.
	sr.typeSlowly("Spr")
	sr.waitRaw("White 30 seconds", 40*time.Second)
	time.Sleep(1500 * time.Millisecond)
	sr.typeSlowly("inger Felix drei")
	time.Sleep(300 * time.Millisecond)
	sr.tmux.tmux("send-keys", "-t", sr.tmux.name, "Enter")
	sr.typed = append(sr.typed, "Springer Felix drei")
	sr.keys = append(sr.keys, "Springer Felix drei")
	time.Sleep(1500 * time.Millisecond)
	sr.line("quit")
	sr.waitRaw("Game saved. Goodbye.", 10*time.Second)
	sr.heardEveryLineOnce()
}

// heardEveryLineOnce checks that fenrir spoke every line and prompt anna
// printed once, in order and verbatim, and nothing else, but for what a
// screen reader says of a line longer than the terminal while it is typed,
// as it says it under readline (echo). fenrir speaks at its own pace, later
// on a loaded machine: the check waits until it has said the last line
// anna printed (30 s at most), and a second more for anything it says
// after.
func (sr *screenReader) heardEveryLineOnce() {
	t := sr.t
	t.Helper()
	var want []printedEvent
	var spoken []string
	listen := func() {
		raw, _ := os.ReadFile(sr.raw)
		spokenLog, _ := os.ReadFile(sr.speech)
		want = printedEvents(string(raw), sr.typed, sr.cols)
		spoken = utterances(string(spokenLog))
	}
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if listen(); len(want) > 0 && slices.ContainsFunc(spoken, want[len(want)-1].heardAs) {
			break
		}
	}
	time.Sleep(time.Second)
	listen()
	t.Logf("anna printed:\n%s", formatEvents(want))
	t.Logf("fenrir said:\n  %s", strings.Join(spoken, "\n  "))
	i := 0
	for _, s := range spoken {
		if i > 0 && sr.echo(typingAt(want[:i]), s, !want[i-1].prompt) {
			continue
		}
		if i >= len(want) {
			t.Errorf("spoken, and not printed: %q", s)
			continue
		}
		if !want[i].heardAs(s) {
			t.Fatalf("fenrir said %q where anna printed %s (line %d)", s, want[i], i+1)
		}
		i++
	}
	for ; i < len(want); i++ {
		t.Errorf("printed and never spoken: %s", want[i])
	}
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
func (sr *screenReader) echo(e printedEvent, said string, lineCame bool) bool {
	if !e.prompt || e.line < 0 || e.line >= len(sr.keys) {
		return false
	}
	keys := sr.keys[e.line]
	said = strings.TrimSpace(said)
	// The echo of a key that reaches the screen late (a loaded machine)
	// is spoken by fenrir as new text: a piece of what was typed at this
	// prompt ("olj" of "dovolj"), the terminal's echo, not anna's words.
	// All of the line said again would be anna's, and is not taken.
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
	if len([]rune(e.text+" "+keys)) <= sr.cols {
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
