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
	for _, p := range (heardCheck{keys: sr.keys, cols: sr.cols}).problems(want, spoken) {
		t.Error(p)
	}
}
