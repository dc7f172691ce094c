// Package synth speaks free text at run time: the words anna has no clips
// for (an opponent's chat line, a player's words to the arbiter), with
// espeak-ng, the synthesizer the clips were made with (scripts/make-clips),
// in the same voice and at the same rate, so that they sound like the rest.
//
// The text comes from other people and from the network, so it is treated
// as hostile: it is given to espeak-ng on its standard input, never on a
// command line or to a shell; markup is not read (no -m); espeak-ng's
// phoneme brackets are broken up; one process runs at a time; and a
// process that takes too long is killed. Nothing is written to disk.
package synth

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/anna-chess/anna/speech"
)

// Rate is the sample rate of what Speak returns: espeak-ng's, the clips'.
const Rate = 22050

// Speed is how fast espeak-ng speaks, in words a minute: scripts/make-clips'
// rate, so that free text keeps the pace of the clips around it (the
// listener's faster and slower apply to both alike, in audio).
const Speed = 200

// Timeout is the longest one line may take to speak, waiting for its turn
// included: espeak-ng says 300 characters in about 50 ms here, so a line
// that takes seconds is a synthesizer in trouble, and the game goes on
// without it.
const Timeout = 3 * time.Second

// maxSamples caps what one line may come to (60 s): 300 characters take
// about 20 s to say.
const maxSamples = 60 * Rate

// ErrMissing is returned when espeak-ng is not installed.
var ErrMissing = errors.New("synth: espeak-ng is not installed")

// Synth runs espeak-ng for one listener (one seat's voice), one line at a
// time. It is safe for concurrent use.
type Synth struct {
	path    string // the program; "" when it is not installed
	timeout time.Duration
	turn    chan struct{} // holds a token while a process runs
}

// New finds espeak-ng on the PATH, or where its installer puts it off the
// PATH (installed).
func New() *Synth {
	path, err := exec.LookPath("espeak-ng")
	if err != nil {
		path = installed()
	}
	return NewAt(path)
}

// NewAt uses the program at path ("" for none); tests give it stand-ins.
func NewAt(path string) *Synth {
	return &Synth{path: path, timeout: Timeout, turn: make(chan struct{}, 1)}
}

// Available reports whether espeak-ng was found.
func (s *Synth) Available() bool { return s.path != "" }

// Speak says text in voice and returns its samples at Rate, mono, with
// the silence before and after the words trimmed as the clips' is. It
// waits for a process of the same Synth to finish first, and gives up
// when ctx is done or Timeout has passed, killing the process.
func (s *Synth) Speak(ctx context.Context, voice speech.Voice, text string) ([]int16, error) {
	if s.path == "" {
		return nil, ErrMissing
	}
	if !goodVoice(string(voice)) {
		return nil, fmt.Errorf("synth: no voice %q", voice)
	}
	text = Safe(text)
	if text == "" {
		return nil, nil
	}
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	select {
	case s.turn <- struct{}{}:
		defer func() { <-s.turn }()
	case <-ctx.Done():
		return nil, fmt.Errorf("synth: waiting for espeak-ng: %w", ctx.Err())
	}
	cmd := exec.CommandContext(ctx, s.path, "-v", string(voice), "-s", fmt.Sprint(Speed), "--stdout", "--stdin")
	cmd.Stdin = strings.NewReader(text)
	out := &capped{max: wavHeader + 2*maxSamples}
	cmd.Stdout = out
	// A child holding the pipe holds us at most a line's time after
	// espeak-ng has ended: reading the rest of its output may take that
	// long on a loaded machine (100 ms lost a Serbian line at load 40:
	// "WaitDelay expired before I/O complete").
	cmd.WaitDelay = s.timeout
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			err = ctx.Err()
		}
		return nil, fmt.Errorf("synth: espeak-ng: %w", err)
	}
	samples, err := decode(out.Bytes())
	if err != nil {
		return nil, err
	}
	return Trim(samples), nil
}

// Safe is text as espeak-ng is given it: one line, and its phoneme input
// ("[[h@'loU]]", which espeak-ng reads as phonemes even without -m) turned
// into plain brackets. The caller cleans control characters
// (speech.CleanFree); Safe drops any left too.
func Safe(text string) string {
	text = strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, text)
	for strings.Contains(text, "[[") {
		text = strings.ReplaceAll(text, "[[", "[ [")
	}
	return strings.TrimSpace(text)
}

// goodVoice keeps a voice name to what espeak-ng's voices are called: a
// name from a language file, not an option.
func goodVoice(v string) bool {
	if v == "" || v[0] == '-' || len(v) > 32 {
		return false
	}
	for _, r := range v {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '+' || r == '_') {
			return false
		}
	}
	return true
}

// wavHeader is the size of the header espeak-ng writes before its samples
// on standard output (its sizes unknown: 0x7ffff000).
const wavHeader = 44

// decode reads espeak-ng's WAV: 22050 Hz mono 16-bit, the data chunk last.
func decode(wav []byte) ([]int16, error) {
	if len(wav) < wavHeader || string(wav[0:4]) != "RIFF" || string(wav[8:12]) != "WAVE" || string(wav[36:40]) != "data" {
		return nil, errors.New("synth: espeak-ng wrote no WAV")
	}
	format, channels := binary.LittleEndian.Uint16(wav[20:]), binary.LittleEndian.Uint16(wav[22:])
	rate, bits := binary.LittleEndian.Uint32(wav[24:]), binary.LittleEndian.Uint16(wav[34:])
	if format != 1 || channels != 1 || rate != Rate || bits != 16 {
		return nil, fmt.Errorf("synth: espeak-ng wrote %d Hz, %d channels, %d bits; want %d Hz mono 16-bit", rate, channels, bits, Rate)
	}
	data := wav[wavHeader:]
	out := make([]int16, len(data)/2)
	for i := range out {
		out[i] = int16(binary.LittleEndian.Uint16(data[2*i:]))
	}
	return out, nil
}

// Trim drops the silence before the first word and after the last, as
// scripts/make-clips does with sox: below 1% of full scale at the start,
// 2% at the end (the voice's tail).
func Trim(s []int16) []int16 {
	const start, end = 32768 / 100, 32768 * 2 / 100
	i := 0
	for i < len(s) && abs(s[i]) < start {
		i++
	}
	j := len(s)
	for j > i && abs(s[j-1]) < end {
		j--
	}
	return s[i:j]
}

func abs(v int16) int32 {
	if v < 0 {
		return -int32(v)
	}
	return int32(v)
}

// capped keeps at most max bytes and fails the write beyond, which ends
// a process that would not stop talking.
type capped struct {
	mu  sync.Mutex
	buf bytes.Buffer
	max int
}

var errTooLong = errors.New("synth: espeak-ng said too much")

func (c *capped) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.buf.Len()+len(p) > c.max {
		return 0, errTooLong
	}
	return c.buf.Write(p)
}

func (c *capped) Bytes() []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.buf.Bytes()
}
