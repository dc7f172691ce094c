package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/join/jointest"
)

// Issue 31's hostile host: what it sends reaches the joiner's terminal and
// voice cleaned (internal/cleantext), in both views and on standard error,
// and never in anna join's own sentences.

// hostileHost is a host that speaks anna-events as a hostile host would:
// after the joiner's version line and hello it writes lines as they are,
// bytes the test chose, then reads (and drops) what the joiner types until
// it leaves. It returns the address.
func hostileHost(t *testing.T, lines ...string) string {
	return jointest.Host(t, func(ch io.ReadWriter) {
		io.WriteString(ch, wire.Greeting())
		in := bufio.NewReader(ch)
		for range 2 { // the joiner's version line and hello
			if _, err := in.ReadString('\n'); err != nil {
				return
			}
		}
		for _, l := range lines {
			io.WriteString(ch, l+"\n")
		}
		io.Copy(io.Discard, in)
	})
}

// The hostile bytes of issue 31's rows 5, 6 and 8, and the clean text a
// terminal may show of them.
const (
	osc52 = "\x1b]52;c;ZXZpbA==\a"     // the clipboard: "evil"
	osc0  = "\x1b]0;pwned-title\x1b\\" // the window's title
	clear = "\x1b[2J"                  // the screen
	c1OSC = "\u009d0;c1-title\u009c"   // row 6: OSC and ST as C1, in UTF-8
	c1CSI = "\u009b2J"                 // CSI as C1
	rlo   = "\u202e"                   // row 8: right-to-left override
)

// hostileBytes are what may never reach the joiner's terminal: the
// payloads of the sequences, the C1 controls as UTF-8, the override (the
// board view writes escape sequences of its own, its title among them).
var hostileBytes = []string{"ZXZpbA==", "pwned-title", "c1-title", "\u009b", "\u009d", "\u009c", rlo}

func checkClean(t *testing.T, where string, out []byte) {
	t.Helper()
	for _, b := range hostileBytes {
		if bytes.Contains(out, []byte(b)) {
			t.Errorf("%s holds %q:\n%q", where, b, out)
		}
	}
}

// TestHostileHostRefusal (row 5): a host that answers the hello with a
// refusal holding OSC 52, OSC 0 and ESC[2J: anna join says on standard
// error that the host refused, in the host's words cleaned, and ends.
func TestHostileHostRefusal(t *testing.T) {
	addr := hostileHost(t, "refused\tnot today"+osc52+" or"+osc0+" ever"+clear)
	cmd := exec.Command(annaBin, "join", addr, "--no-audio")
	home := t.TempDir()
	cmd.Env = append(append(os.Environ(), homeEnv(home)...), "XDG_CONFIG_HOME="+home+"/config")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err == nil {
		t.Errorf("anna join ended well after a refusal")
	}
	want := fmt.Sprintf("anna: The host %s refused: not today or ever\n", addr)
	if stderr.String() != want {
		t.Errorf("standard error:\n%q\nwant\n%q", stderr.String(), want)
	}
	checkClean(t, "standard error", stderr.Bytes())
	checkClean(t, "standard output", stdout.Bytes())
	if bytes.Contains(stderr.Bytes(), []byte{0x1b}) {
		t.Errorf("an escape on standard error: %q", stderr.String())
	}
}

// TestHostileHostLongWords: a host's words quoted in anna join's own
// lines are cut as free text is (300 characters): a refusal of 100 KB was
// printed whole on standard error, and an event whose method name was
// 900 KB long printed whole in "The host sent something this anna cannot
// say (...)".
func TestHostileHostLongWords(t *testing.T) {
	run := func(lines ...string) (string, string) {
		t.Helper()
		cmd := exec.Command(annaBin, "join", hostileHost(t, lines...), "--no-audio")
		home := t.TempDir()
		cmd.Env = append(append(os.Environ(), homeEnv(home)...), "XDG_CONFIG_HOME="+home+"/config")
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		cmd.WaitDelay = 20 * time.Second
		cmd.Run()
		return stdout.String(), stderr.String()
	}
	_, errOut := run("refused\t" + strings.Repeat("z", 100_000))
	if !strings.Contains(errOut, "refused: zzz") || len(errOut) > 1000 {
		t.Errorf("a refusal of 100 KB: %d bytes on standard error, %.300q", len(errOut), errOut)
	}
	out, _ := run(hostileGame()[0], "event\t{\"m\":\""+strings.Repeat("M", 900_000)+"\"}", "prompt\t{\"m\":\"IsToMove\",\"a\":[1]}\t", "mark\t1")
	if !strings.Contains(out, "The host sent something this anna cannot say") || len(out) > 1000 {
		t.Errorf("an event named with 900 KB: %d bytes on standard output, %.300q", len(out), out)
	}
}

// hostileGame is what a hostile host says once it has seated the joiner:
// rows 6 and 8 in a notice, a plain event, an argument and a picture's
// moves, and anna join's own "the host's key changed" (Also seen).
func hostileGame() []string {
	return []string{
		"seated\tblack\ten\tappendix-d\tappendix-d\tnormal\t\tS1\t0",
		"notice\tA notice" + c1OSC + " from" + c1CSI + " the host" + osc52,
		`event` + "\t" + `{"t":"plain gnp` + rlo + `.exe"}`,
		`event` + "\t" + `{"k":"online-chat","a":["named gnp` + rlo + `.exe","hi"]}`,
		`event` + "\t" + `{"k":"join-key-changed","a":["127.0.0.1","SHA256:forged","/tmp/forged-known-hosts"]}`,
		"picture\trnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR\te2e4\t\t1 white\te4 gnp" + rlo + "\t",
		"picture\trnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR\te2e4\t\t1 white\te4\t",
		"prompt\t" + `{"k":"prompt","a":[1,"white"]}` + "\t",
		"mark\t1",
	}
}

// TestHostileHostLineView (rows 6 and 8, Also seen): anna join's line
// view on a real terminal prints the host's notice, plain words and
// argument cleaned, refuses the picture with an override in its moves and
// anna join's own sentence, and writes none of the hostile bytes.
func TestHostileHostLineView(t *testing.T) {
	addr := hostileHost(t, hostileGame()...)
	r := startPty(t, nil, "join", addr, "--no-audio")
	r.waitFor("1. White to move")
	out := r.written()
	checkClean(t, "the terminal", out)
	for _, want := range []string{"A notice from the host", "plain gnp.exe", "named gnp.exe",
		"The host sent something this anna cannot say"} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("not written: %q\n%q", want, out)
		}
	}
	if bytes.Contains(out, []byte("forged")) {
		t.Errorf("anna join's own sentence, sent by the host, was said:\n%q", out)
	}
	if n := bytes.Count(out, []byte("cannot say")); n != 2 {
		t.Errorf("%d events refused, want 2 (the picture, the key changed):\n%q", n, out)
	}
}

// TestHostileHostBoardView (row 6): the board view's log shows the host's
// notice without its C1 controls, and writes none of the hostile bytes.
func TestHostileHostBoardView(t *testing.T) {
	addr := hostileHost(t, hostileGame()...)
	r := startPty(t, nil, "join", addr, "--no-audio", "--view", "board")
	r.waitFor("named gnp.exe")
	time.Sleep(200 * time.Millisecond) // a frame more, if the view draws again
	out := r.written()
	checkClean(t, "the terminal", out)
	if !bytes.Contains(out, []byte("A notice from the host")) {
		t.Errorf("the notice is not shown:\n%q", out)
	}
	if strings.Contains(string(out), "forged") {
		t.Errorf("anna join's own sentence, sent by the host, was shown")
	}
}

// TestStateOutcomeCleaned (row 12): a state file whose outcome holds OSC
// 52 and a right-to-left override: anna resume says the game is over,
// with its result, and writes none of the hostile bytes.
func TestStateOutcomeCleaned(t *testing.T) {
	dir, pgn := playedMatch(t)
	state := filepath.Join(dir, "g.anna.json")
	data, err := os.ReadFile(state)
	if err != nil {
		t.Fatal(err)
	}
	hostile := strings.Replace(string(data), `"outcome": "*"`, `"outcome": "1-0\u001b]52;c;ZXZpbA==\u0007 `+rlo+`won`+c1CSI+`"`, 1)
	if hostile == string(data) {
		t.Fatalf("no outcome in the state file:\n%s", data)
	}
	os.WriteFile(state, []byte(hostile), 0o600)
	out, errOut, code := runAnnaIn(t, dir, "quit\n", "resume", "--no-audio", "--pgn", pgn)
	if code != 1 || !strings.Contains(errOut, "cannot be resumed: the game is over, 1-0\n") {
		t.Errorf("exit %d, stderr %q; want the game over, 1-0", code, errOut)
	}
	checkClean(t, "standard error", []byte(errOut))
	checkClean(t, "standard output", []byte(out))
}

// TestStateHostileNames (issue 31's rule for a file): a state file whose
// White holds OSC 52, a right-to-left override, a C1 CSI and a megabyte
// of letters, with a thousand tags of escapes and 5,000 letters and one
// whose name is an escape, and a move with a megabyte's comment and
// 20,000 others, resumes: anna writes none of the hostile bytes, and the
// scoresheet it saves keeps the names and comments as a PGN read from
// outside keeps them (each cut at 2,000 characters, at most 100 extra
// tags and 10,000 comments), without the tag whose name no reader reads. A hosted command
// line whose flag holds escapes is refused in the flag's words, cleaned.
func TestStateHostileNames(t *testing.T) {
	dir, pgn := playedMatch(t)
	state := filepath.Join(dir, "g.anna.json")
	data, err := os.ReadFile(state)
	if err != nil {
		t.Fatal(err)
	}
	st := stateFields(t, data)
	header, _ := st["header"].(map[string]any)
	if header == nil {
		t.Fatalf("no header in the state file:\n%s", data)
	}
	hostile := "Eva" + osc52 + rlo + c1CSI + strings.Repeat("x", 1<<20)
	header["White"] = hostile
	tags := [][2]string{{"Bad" + osc0, "a tag no PGN reader reads"}}
	for range 1000 {
		tags = append(tags, [2]string{"Tag", osc0 + strings.Repeat("y", 5000)})
	}
	header["Extra"] = tags
	comments := []string{osc52 + strings.Repeat("z", 1<<20)}
	for range 20000 {
		comments = append(comments, "c")
	}
	for _, seat := range st["seats"].([]any) {
		seat.(map[string]any)["moves"].([]any)[0].(map[string]any)["comments"] = comments
	}
	names, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(state, names, 0o600)
	out, errOut, code := runAnnaIn(t, dir, "quit\n", "resume", "--no-audio", "--pgn", pgn)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	checkClean(t, "standard output", []byte(out))
	checkClean(t, "standard error", []byte(errOut))
	sheet, err := os.ReadFile(pgn)
	if err != nil {
		t.Fatal(err)
	}
	checkClean(t, "the scoresheet", sheet)
	white := regexp.MustCompile(`(?m)^\[White "(Eva[^"]*)"\]$`).FindSubmatch(sheet)
	if white == nil || !strings.HasSuffix(string(white[1]), strings.Repeat("x", 1900)+"…") || len(white[1]) > 2100 {
		t.Errorf("the scoresheet's White is not cut at 2,000 characters:\n%.300s", sheet)
	}
	if len(sheet) > 512<<10 || strings.Contains(string(sheet), strings.Repeat("z", 2001)) {
		t.Errorf("the scoresheet holds %d bytes: the state's comments are not cut as a PGN's", len(sheet))
	}
	if n := strings.Count(string(sheet), "\n[Tag "); n == 0 || n > 100 || strings.Contains(string(sheet), "[Bad") {
		t.Errorf("the scoresheet has %d of the state's 1000 tags and a name no reader reads, want 1 to 100 and none:\n%.300s", n, sheet)
	}

	var again map[string]any
	json.Unmarshal(data, &again)
	again["hosted"] = map[string]any{"args": []string{"--bogus" + clear + rlo + c1CSI}}
	hosted, err := json.Marshal(again)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(state, hosted, 0o600)
	out, errOut, code = runAnnaIn(t, dir, "quit\n", "resume", "--no-audio", "--pgn", pgn)
	if code != 2 || errOut != "anna: --bogus: no such flag (anna --help lists the flags)\n" {
		t.Errorf("a hosted flag of escapes: exit %d, stderr %q; want 2 and the flag refused, cleaned", code, errOut)
	}
	checkClean(t, "standard output", []byte(out))
}
