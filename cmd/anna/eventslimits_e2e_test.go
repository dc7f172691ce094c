package main

import (
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/wire"
)

// TestTypedLinesOverEventsBounded: issue 31's row 2, through the binary:
// typed lines over anna-events have the views' limit of 4,000 characters,
// counted before any decoding. A line of a megabyte, and then thirty of a
// megabyte of 0xFF, each took the host about a second of CPU and came back
// whole (each 0xFF as U+FFFD: 187 MB sent back); now each is answered
// with the views' sentence alone, not echoed, at little cost. A line of
// 4,000 characters (8,000 bytes) is still read; one of 4,001 bytes that
// are not UTF-8 is too long.
func TestTypedLinesOverEventsBounded(t *testing.T) {
	h := startHost(t)
	e := watch(t, h.addr, h.watch)
	e.until(t, wire.KindMark, "")
	tooLong := func(n int, text string) bool {
		t.Helper()
		e.typeLine(n, text)
		answer := e.until(t, wire.KindAnswered, strconv.Itoa(n))
		return strings.Contains(strings.Join(answer, "\n"), `"k":"line-too-long"`)
	}
	cpu, read := h.cpu(), e.read
	if !tooLong(1, strings.Repeat("e", 1<<20)) {
		t.Error("a line of a megabyte was not answered as too long")
	}
	for n := 2; n <= 31; n++ {
		if !tooLong(n, strings.Repeat("\xff", 1<<20)) {
			t.Errorf("line %d, a megabyte of 0xFF, was not answered as too long", n)
		}
	}
	used, back := h.cpu()-cpu, e.read-read
	t.Logf("31 lines of a megabyte: %v of the host's CPU, %d bytes sent back", used, back)
	if used > 3*time.Second || back > 31*1024 {
		t.Errorf("31 lines of a megabyte took %v of the host's CPU and %d bytes back; want little of either", used, back)
	}
	if tooLong(32, strings.Repeat("ž", 4000)) {
		t.Error("a line of 4,000 characters was refused")
	}
	if !tooLong(33, strings.Repeat("\xff", 4001)) {
		t.Error("a line of 4,001 bytes that are not UTF-8 was taken")
	}
	if tooLong(34, "help") {
		t.Error("help was refused")
	}
}

// TestLongFirstLinesKeepTheLog: issue 31's row 4, through the binary: two
// anna-events sessions whose first line is 900 KB were logged in full and
// put host.log aside twice, losing the seats taken before them (and the
// refusal sent each its line back). Now the host reads at most 16 KB of a
// joiner's line, quotes its first 40 bytes, and the log keeps at most 300
// bytes of a line: the seat taken before stays, nothing is put aside.
func TestLongFirstLinesKeepTheLog(t *testing.T) {
	h := startHost(t)
	before := watch(t, h.addr, h.watch)
	before.until(t, wire.KindMark, "")
	for range 2 {
		e, err := dialEvents(h.addr, h.watch, nil, strings.Repeat("x", 900<<10)+"\n")
		if err != nil {
			t.Fatal(err)
		}
		refused := e.until(t, wire.KindRefused, "")
		if e.read > 1<<10 {
			t.Errorf("refused with %d bytes: %.200q", e.read, refused)
		}
		e.client.Close()
	}
	logDir := filepath.Join(h.dir, "state", "anna")
	path := filepath.Join(logDir, "host.log")
	var log string
	for deadline := time.Now().Add(10 * time.Second); strings.Count(log, "anna join refused") < 2; time.Sleep(50 * time.Millisecond) {
		data, _ := os.ReadFile(path)
		log = string(data)
		if time.Now().After(deadline) {
			t.Fatalf("host.log never logged both refusals:\n%.2000s", log)
		}
	}
	if !strings.Contains(log, "joined with anna join at the spectator seat") {
		t.Errorf("the seat taken before is not in host.log:\n%.2000s", log)
	}
	for _, line := range strings.Split(strings.TrimSuffix(log, "\n"), "\n") {
		if len(line) > 300+len("…") {
			t.Errorf("host.log holds a line of %d bytes: %.100q…", len(line), line)
		}
	}
	if entries, _ := os.ReadDir(logDir); len(logsIn(entries)) != 1 {
		t.Errorf("host.log was put aside: %v", logsIn(entries))
	}
}

// logsIn are the host's log files among entries: host.log and those put
// aside (host-TIME.log).
func logsIn(entries []os.DirEntry) []string {
	var logs []string
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "host") && strings.HasSuffix(e.Name(), ".log") {
			logs = append(logs, e.Name())
		}
	}
	return logs
}

// TestALineOfCarriageReturns: a line of 40,000 carriage returns sent over
// anna-events with the spectators' code, typed or as the first line, took
// anna host down with the game (wire.ReadBounded kept the run whole, past
// its bound, and cut the next buffer at a negative index: a panic). Now
// it is a line like another: too long when typed, refused as the first.
func TestALineOfCarriageReturns(t *testing.T) {
	h := startHost(t)
	returns := strings.Repeat("\r", 40000)
	first, err := dialEvents(h.addr, h.watch, nil, returns+"\n")
	if err != nil {
		t.Fatal(err)
	}
	first.until(t, wire.KindRefused, "")
	e := watch(t, h.addr, h.watch)
	e.until(t, wire.KindMark, "")
	io.WriteString(e.in, "line\t1\t"+returns+"\n") // raw: wire.Line would make each a space
	if answer := e.until(t, wire.KindAnswered, "1"); !strings.Contains(strings.Join(answer, "\n"), `"k":"line-too-long"`) {
		t.Errorf("40,000 carriage returns typed were answered %q, want the line too long", answer)
	}
	e.typeLine(2, "help")
	e.until(t, wire.KindAnswered, "2")
	if h.cmd.ProcessState != nil || strings.Contains(h.out.String(), "panic") {
		t.Fatalf("anna host ended:\n%s", h.out.String())
	}
}
