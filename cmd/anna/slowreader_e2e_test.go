package main

import (
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/wire"
)

// nonReaders plays issue 31's row 1 against the host h for d: n anna-events
// clients that watch and never read (their SSH library still answers the
// host's keepalives) beside one that types help as soon as each answer
// has come. It returns the host's resident memory after the first sixth
// of d (10 s of 60) and at the end, in MB, and the answers read.
func nonReaders(tb testing.TB, h *hostProc, n int, d time.Duration) (early, end float64, answers int) {
	tb.Helper()
	for range n {
		watch(tb, h.addr, h.watch)
	}
	typist := watch(tb, h.addr, h.watch)
	typist.until(tb, wire.KindMark, "")
	start := time.Now()
	for time.Since(start) < d {
		if early == 0 && time.Since(start) > d/6 {
			early = h.rssMB()
		}
		answers++
		typist.typeLine(answers, "help")
		typist.until(tb, wire.KindAnswered, strconv.Itoa(answers))
	}
	return early, h.rssMB(), answers
}

// TestNonReadersCostTheHostLittle: issue 31's row 1, through the binary:
// terminals that never read what the host sends them, an anna-events
// client of the test's own (which answers keepalives) and OpenSSH's line
// and board views whose output nobody reads, beside an anna-events client
// typing help as fast as it is answered. Each answer gave every terminal
// a new picture, kept for the one that does not read: the host grew 20 MB
// a second (1.29 GB in 60 s). Now each is kept the newest picture only:
// the host does not grow after the first seconds, and the typing client
// is answered all along. (BenchmarkNonReader runs it for 60 s.)
func TestNonReadersCostTheHostLittle(t *testing.T) {
	if _, err := exec.LookPath("ssh"); err != nil {
		t.Skip("ssh is not installed (scripts/test installs it)")
	}
	h := startHost(t)
	_, port, _ := strings.Cut(h.addr, ":")
	c := sshClient{dir: h.dir, port: port}
	answer := c.answer(t, "watch", h.watch, 0)
	for _, view := range []string{"line", "board"} {
		cmd := c.command("", answer, "-tt", "127.0.0.1", "watch", view)
		stdin, _ := cmd.StdinPipe()
		if _, err := cmd.StdoutPipe(); err != nil { // never read
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { stdin.Close(); cmd.Process.Kill(); cmd.Wait() })
	}
	early, end, answers := nonReaders(t, h, 1, 12*time.Second)
	t.Logf("the host: %.1f MB after 2 s, %.1f MB after 12 s; %d answers to help", early, end, answers)
	if end-early > 10 || end > 100 {
		t.Errorf("the host grew from %.1f MB to %.1f MB, want no growth (and under 100 MB)", early, end)
	}
	if answers < 20 {
		t.Errorf("the typing client had %d answers in 12 s", answers)
	}
}

// BenchmarkNonReader is issue 31's item 4: an anna-events client that
// never reads beside one typing help, for 60 s (6 s under -short), and
// the host's resident memory reported after the first 10 s (rss-10s-MB)
// and at the end (rss-MB): under 100 MB at the end, and no growth after
// the first 10 s (grew-MB). The host is the binary, in a process of its
// own. ANNA_NON_READERS sets how many do not read (issue 31 also tried
// 10), ANNA_NON_READER_SECONDS for how long.
func BenchmarkNonReader(b *testing.B) {
	n, _ := strconv.Atoi(os.Getenv("ANNA_NON_READERS"))
	secs, _ := strconv.Atoi(os.Getenv("ANNA_NON_READER_SECONDS"))
	for b.Loop() {
		h := startHost(b)
		d := quickly(60*time.Second, 6*time.Second)
		if secs > 0 {
			d = time.Duration(secs) * time.Second
		}
		early, end, answers := nonReaders(b, h, max(n, 1), d)
		b.ReportMetric(early, "rss-10s-MB")
		b.ReportMetric(end, "rss-MB")
		b.ReportMetric(end-early, "grew-MB")
		b.ReportMetric(float64(answers), "answers")
		if end > 100 || end-early > 10 {
			b.Errorf("the host grew from %.1f MB to %.1f MB", early, end)
		}
	}
}

// quickly is full, or short under -short.
func quickly[T any](full, short T) T {
	if testing.Short() {
		return short
	}
	return full
}
