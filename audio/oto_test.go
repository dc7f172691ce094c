//go:build linux

package audio

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/wavfile"
)

// The device tests use ALSA (oto's fallback on Linux). Each runs in a
// child process (this test binary again, running only TestDeviceHelper)
// because oto opens one device per process, and libasound reads
// $HOME/.asoundrc when it is first loaded, so HOME must be set before that.
//
// The child's environment is fixed so that the result does not depend on
// the machine: oto tries PulseAudio first and ALSA only when that fails, and
// the PulseAudio client dials $PULSE_SERVER, or else
// $XDG_RUNTIME_DIR/pulse/native. PULSE_SERVER names a socket that does not
// exist, so PulseAudio always fails at once and the ALSA configuration
// written here decides.
const helperEnv = "ANNA_AUDIO_DEVICE_HELPER"

// noALSA is how oto says that libasound.so.2 could not be loaded.
const noALSA = "failed to load libasound"

func TestDeviceNullALSA(t *testing.T) {
	// ALSA's null PCM takes sound and discards it at once.
	_, stderr := runDeviceHelper(t, "null", "pcm.!default { type null }\n")
	// libasound writes its complaints ("ALSA lib pcm.c:...") straight to
	// file descriptor 2, where they would land in the middle of what the
	// user's screen reader is reading. cmd/anna keeps fd 2 off the
	// terminal, but a working device must not need that.
	if strings.Contains(stderr, "ALSA lib") {
		t.Errorf("got ALSA messages on stderr, want none:\n%s", stderr)
	}
}

// TestDevicePlayStuck checks that Play gives up when the device stops
// taking sound while oto reports no error: its player then says it is
// playing for ever. ALSA's file plugin writing to a pipe nobody reads makes
// such a device.
func TestDevicePlayStuck(t *testing.T) {
	runDeviceHelper(t, "stuck", `pcm.!default { type file slave.pcm null file "{home}/fifo" format raw }`+"\n")
}

// TestDeviceMissingCard checks that OpenDevice fails, within its timeout,
// when the configured card does not exist. (With the stock configuration
// on a machine without any card, libasound also prints "ALSA lib ...
// cannot find card '0'" lines; naming card 9 fails without them.)
func TestDeviceMissingCard(t *testing.T) {
	tests := []struct{ name, asoundrc string }{
		{"hw", "pcm.!default { type hw card 9 }\n"},
		{"plug", "pcm.!default { type plug slave.pcm \"hw:9,0\" }\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdout, stderr := runDeviceHelper(t, "missing", tt.asoundrc)
			t.Logf("child stdout:\n%s\nchild stderr:\n%s", stdout, stderr)
		})
	}
}

// TestDeviceHelper is the child process of the device tests; run alone it
// is skipped.
func TestDeviceHelper(t *testing.T) {
	switch mode := os.Getenv(helperEnv); mode {
	case "":
		t.Skip("run in a child process by the other TestDevice tests")
	case "null":
		helperNull(t)
	case "missing":
		helperMissing(t)
	case "stuck":
		helperStuck(t)
	default:
		t.Fatalf("%s=%q: want null or missing", helperEnv, mode)
	}
}

func helperNull(t *testing.T) {
	d, err := openOto(5 * time.Second)
	if err != nil {
		if strings.Contains(err.Error(), noALSA) {
			t.Skip(err)
		}
		t.Fatalf("OpenDevice: got %v, want a device", err)
	}
	again, err := openOto(time.Second)
	if err != nil || again != d {
		t.Errorf("second OpenDevice: got %p, %v; want %p, nil", again, err, d)
	}
	utterances := [][]byte{tone(100, 0.5), nil, samples(1), append(make([]byte, 4410), tone(50, 0.2)...)}
	for i, u := range utterances {
		start := time.Now()
		if err := d.Play(Utterance{PCM: u}); err != nil {
			t.Errorf("Play %d: got %v, want nil", i, err)
		}
		limit := time.Duration(wavfile.Duration(len(u))*float64(time.Second)) + playMargin
		if took := time.Since(start); took > limit {
			t.Errorf("Play %d: took %v, want at most %v", i, took, limit)
		}
	}
	var errs []error
	s := NewSpeaker(Tee(d, NewRecorder()), Queue, func(err error) { errs = append(errs, err) })
	for _, u := range utterances {
		s.Say(Utterance{PCM: u})
	}
	if !s.Wait(10 * time.Second) {
		t.Error("speaker Wait: got false, want true")
	}
	if err := s.Close(); err != nil {
		t.Errorf("speaker Close: got %v, want nil", err)
	}
	if len(errs) > 0 {
		t.Errorf("speaker errors: got %v, want none", errs)
	}
}

func helperMissing(t *testing.T) {
	const timeout = 5 * time.Second
	for _, call := range []string{"first", "second"} {
		start := time.Now()
		d, err := openOto(timeout)
		took := time.Since(start)
		t.Logf("%s OpenDevice: %v after %v", call, err, took.Round(time.Millisecond))
		if err != nil && strings.Contains(err.Error(), noALSA) {
			t.Skip(err)
		}
		if err == nil {
			t.Fatalf("%s OpenDevice: got device %p, want an error", call, d)
		}
		if !errors.Is(err, ErrNoDevice) || !strings.HasPrefix(err.Error(), "audio: ") {
			t.Errorf("%s OpenDevice: got %q, want an error wrapping %q", call, err, ErrNoDevice)
		}
		if took > timeout+time.Second {
			t.Errorf("%s OpenDevice: took %v, want at most the timeout (%v)", call, took, timeout)
		}
	}
}

// runDeviceHelper runs TestDeviceHelper in mode in a child process whose
// ALSA configuration is asoundrc, fails the test if the child fails, and
// returns what the child wrote. "{home}" in asoundrc stands for the
// child's HOME. It skips the test where the child could not load
// libasound.
func runDeviceHelper(t *testing.T, mode, asoundrc string) (stdout, stderr string) {
	t.Helper()
	home := t.TempDir()
	asoundrc = strings.ReplaceAll(asoundrc, "{home}", home)
	if err := os.WriteFile(filepath.Join(home, ".asoundrc"), []byte(asoundrc), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestDeviceHelper$", "-test.v", "-test.count=1")
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		switch name {
		case "HOME", "XDG_RUNTIME_DIR", "PULSE_SERVER", "PULSE_COOKIE", "ALSA_CONFIG_PATH", "GORACE", helperEnv:
			continue
		}
		env = append(env, kv)
	}
	cmd.Env = append(env,
		// A race-enabled child otherwise sleeps a second before exiting.
		"GORACE="+strings.TrimSpace(os.Getenv("GORACE")+" atexit_sleep_ms=0"),
		helperEnv+"="+mode,
		"HOME="+home,
		"XDG_RUNTIME_DIR="+home,
		"PULSE_SERVER=unix:"+filepath.Join(home, "no-pulse-server"),
	)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	stdout, stderr = out.String(), errOut.String()
	if strings.Contains(stdout, "--- SKIP: TestDeviceHelper") && strings.Contains(stdout, noALSA) {
		t.Skip("libasound.so.2 cannot be loaded (install libasound2 to run this test)")
	}
	if err != nil || !strings.Contains(stdout, "--- PASS: TestDeviceHelper") {
		t.Fatalf("child process (%s): %v\nstdout:\n%s\nstderr:\n%s", mode, err, stdout, stderr)
	}
	return stdout, stderr
}

func helperStuck(t *testing.T) {
	fifo := filepath.Join(os.Getenv("HOME"), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	// Opened for reading and writing so that ALSA's open does not wait for
	// a reader. Nobody reads, so once the pipe is full (within milliseconds:
	// oto writes silence while idle) ALSA's writes block for good.
	f, err := os.OpenFile(fifo, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d, err := openOto(5 * time.Second)
	if err != nil {
		if strings.Contains(err.Error(), noALSA) {
			t.Skip(err)
		}
		t.Fatalf("OpenDevice: got %v, want a device", err)
	}
	u := tone(200, 0.5)
	limit := 200*time.Millisecond + playMargin
	// The first utterance may still fit in the pipe.
	for i := range 5 {
		start := time.Now()
		err := d.Play(Utterance{PCM: u})
		took := time.Since(start)
		t.Logf("Play %d: %v after %v", i, err, took.Round(time.Millisecond))
		if err == nil {
			continue
		}
		if !errors.Is(err, ErrDeviceFailed) {
			t.Errorf("Play: got %q, want an error wrapping %q", err, ErrDeviceFailed)
		}
		if took < limit || took > limit+time.Second {
			t.Errorf("Play: gave up after %v, want %v", took, limit)
		}
		return
	}
	t.Error("Play on a stuck device: got no error in 5 tries, want one")
}
