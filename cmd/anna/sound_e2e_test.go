package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/hear"
	"github.com/anna-chess/anna/internal/pulsetest"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/speech/clips"
	"github.com/anna-chess/anna/voice"
	vocab "github.com/anna-chess/anna/words"
)

// TestSoundSurvivesPulseRestart plays a game through a real PulseAudio
// server, listened to at its sink: the first move is heard at the level
// of its clips (not at jfreymuth/pulse's default stream volume, 1/256).
// The server is killed twice, as a desktop restarts it: first while anna
// reads the help aloud, then while nothing is said. Each time the line
// view says so in one line, a move made meanwhile is printed at once and
// never played later, and when the server is back anna says so in one
// line, aloud, and the next move is heard. anna then ends at quit, and
// leaves no sound process behind.
func TestSoundSurvivesPulseRestart(t *testing.T) {
	srv := pulsetest.Start(t)
	home := t.TempDir()
	cmd := exec.Command(annaBin, "--pgn", filepath.Join(home, "g.pgn"))
	stateHome := "XDG_STATE_HOME=" + home + "/state" // this anna's, and its sound process's
	cmd.Env = append(append(os.Environ(), homeEnv(home)...), stateHome, "PULSE_SERVER="+srv.Address())
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	out := &lines{seen: make(chan struct{}, 1), eof: make(chan struct{})}
	go out.read(stdout)
	defer func() {
		if t.Failed() {
			log, _ := os.ReadFile(filepath.Join(home, "state", "anna", "sound.log"))
			t.Logf("sound.log:\n%s", log)
		}
	}()

	bank := clips.NewBank()
	sess, _ := session.New(session.Config{})
	sess.Start()
	sound := func(line string) ([]int16, string) { // what anna says to a line
		for _, o := range sess.Handle(line) {
			if o.Kind == session.Say {
				p := sess.Book().Say(o.Event)
				return samples(bank.Render(p)), p.Text()
			}
		}
		t.Fatalf("%s: nothing said", line)
		return nil, ""
	}
	heard := func(want []int16, from int, within time.Duration) (hear.Match, bool) {
		deadline := time.Now().Add(within)
		for {
			m, ok := hear.Find(srv.Heard(), want, from, 0.98)
			if ok || time.Now().After(deadline) {
				return m, ok
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	play := func(move string) { // a move typed, printed, and heard at the sink
		t.Helper()
		pcm, text := sound(move)
		from := lookFrom(len(srv.Heard()))
		fmt.Fprintln(stdin, move)
		out.waitFor(t, text)
		m, ok := heard(pcm, from, 10*time.Second)
		if !ok {
			t.Fatalf("%q was not heard at the sink (best correlation %.3f)", text, m.Corr)
		}
		if m.GainDB < -0.5 || m.GainDB > 0.5 {
			t.Errorf("%q heard at %.2f dB of its clips' level, want 0 (±0.5)", text, m.GainDB)
		}
	}
	lost := speech.Phrasebook{}.Say(vocab.Key("sound-lost").Event()).Text()
	back := speech.Phrasebook{}.Say(vocab.Key("sound-back").Event())
	backPCM := samples(bank.Render(back))
	// away kills the server (after wait), plays a move while it is away,
	// and starts the server again: anna says it is back, and is heard.
	away := func(cycle int, move string, wait func()) {
		t.Helper()
		wait()
		srv.Kill()
		killed := time.Now()
		out.waitForCount(t, lost, cycle)
		t.Logf("cycle %d: %q printed %v after the kill", cycle, lost, time.Since(killed).Round(time.Millisecond))
		pcm, text := sound(move)
		typed := time.Now()
		fmt.Fprintln(stdin, move)
		out.waitFor(t, text)
		t.Logf("cycle %d: %q printed %v after it was typed, with no sound server", cycle, text, time.Since(typed).Round(time.Millisecond))
		restart := len(srv.Heard())
		srv.Restart()
		started := time.Now()
		out.waitForCount(t, back.Text(), cycle)
		t.Logf("cycle %d: %q printed %v after the server started again", cycle, back.Text(), time.Since(started).Round(time.Millisecond))
		if m, ok := heard(backPCM, restart, 10*time.Second); !ok {
			t.Errorf("cycle %d: %q was not heard (best correlation %.3f)", cycle, back.Text(), m.Corr)
		}
		if m, ok := hear.Find(srv.Heard(), pcm, restart, 0.9); ok {
			t.Errorf("cycle %d: %q, said while the sound was lost, was played after it came back (at %d)", cycle, text, m.At)
		}
	}

	out.waitFor(t, "1. White to move")
	play("e4")
	// 1: killed while the help is being read aloud.
	away(1, "e5", func() {
		from := len(srv.Heard())
		fmt.Fprintln(stdin, "help")
		for deadline := time.Now().Add(10 * time.Second); !sounding(srv.Heard()[from:]); time.Sleep(20 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("the help was never heard at the sink")
			}
		}
		time.Sleep(300 * time.Millisecond) // well inside it
	})
	play("Nf3")
	// 2: killed while nothing is said.
	away(2, "Nc6", func() { time.Sleep(500 * time.Millisecond) })
	play("Bb5")

	fmt.Fprintln(stdin, "quit")
	stdin.Close()
	// What anna printed is read to its end (the pipe's EOF) before Wait,
	// which closes the pipe: the lines judged below are all there.
	ended := make(chan error, 1)
	go func() { <-out.eof; ended <- cmd.Wait() }()
	select {
	case <-ended:
	case <-time.After(15 * time.Second):
		t.Fatalf("anna did not end within 15 s of quit:\n%s", out.text())
	}
	for _, line := range []string{lost, back.Text()} {
		if n := strings.Count(out.text(), line); n != 2 {
			t.Errorf("%q printed %d times for 2 losses, want once each:\n%s", line, n, out.text())
		}
	}
	if left := soundProcesses(annaBin, stateHome); len(left) > 0 {
		t.Errorf("sound processes left after anna ended: %v", left)
	}
}

// lookFrom is where to look for a sound about to be played in a recording
// of a sink's monitor that holds n samples: 100 ms before its end. A
// stream that starts sounds at once because the server rewrites what the
// sink had rendered ahead, and the monitor may have passed the first few
// milliseconds of that on already, before the sound was asked for.
func lookFrom(n int) int { return max(0, n-20*pulsetest.Block) }

// sounding reports whether a recording holds more than a moment's sound.
func sounding(rec []int16) bool {
	n := 0
	for _, s := range rec {
		if s > 300 || s < -300 {
			n++
		}
	}
	return n > pulsetest.Block
}

// soundProcesses are the running sound processes of the binary bin (at
// its path) whose environment holds env (the test's own anna's: other
// tests' annas of the same binary run beside it, with sound processes of
// their own), by process id; read from /proc, none where there is none.
func soundProcesses(bin, env string) []string {
	var pids []string
	dirs, _ := os.ReadDir("/proc")
	for _, d := range dirs {
		cmdline, err := os.ReadFile(filepath.Join("/proc", d.Name(), "cmdline"))
		if err != nil {
			continue
		}
		args := strings.Split(string(cmdline), "\x00")
		exe, _ := os.Readlink(filepath.Join("/proc", d.Name(), "exe"))
		if len(args) < 2 || args[1] != voice.SoundChildArg || exe != bin {
			continue
		}
		environ, err := os.ReadFile(filepath.Join("/proc", d.Name(), "environ"))
		if err == nil && slices.Contains(strings.Split(string(environ), "\x00"), env) {
			pids = append(pids, d.Name())
		}
	}
	return pids
}

// samples is 16-bit PCM as samples.
func samples(pcm []byte) []int16 {
	s := make([]int16, len(pcm)/2)
	for i := range s {
		s[i] = int16(uint16(pcm[2*i]) | uint16(pcm[2*i+1])<<8)
	}
	return s
}

// lines collects what a process prints, for waiting on.
type lines struct {
	mu   sync.Mutex
	all  strings.Builder
	seen chan struct{}
	eof  chan struct{} // closed when the output has ended
}

func (l *lines) read(r io.Reader) {
	defer close(l.eof)
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		l.mu.Lock()
		l.all.WriteString(sc.Text() + "\n")
		l.mu.Unlock()
		select {
		case l.seen <- struct{}{}:
		default:
		}
	}
}

func (l *lines) text() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.all.String()
}

// waitFor waits until text has been printed.
func (l *lines) waitFor(t *testing.T, text string) {
	t.Helper()
	l.waitForCount(t, text, 1)
}

// waitForCount waits until text has been printed n times.
func (l *lines) waitForCount(t *testing.T, text string, n int) {
	t.Helper()
	deadline := time.After(15 * time.Second)
	for strings.Count(l.text(), text) < n {
		select {
		case <-l.seen:
		case <-deadline:
			t.Fatalf("%q was printed %d times, never %d:\n%s", text, strings.Count(l.text(), text), n, l.text())
		}
	}
}
