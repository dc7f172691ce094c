package audio

import (
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/internal/wavfile"
	"github.com/anna-chess/anna/scoresheet"
)

// Tape records every utterance whole, in a WAV file, with the real pauses
// between them (each at most MaxPause): the recording of the game that
// D.2.7 allows. Beside it a WebVTT file gives each utterance's time and
// text, so that the tape can be read as well as heard and searched. Both
// files are valid after every Play, so a killed program leaves a playable,
// readable tape.
type Tape struct {
	mu      sync.Mutex
	f       *os.File
	vtt     *os.File
	path    string
	data    int64     // sample bytes written so far
	realEnd time.Time // when the last utterance ended, in real time; zero before the first
	cues    int
	closed  bool
	now     func() time.Time
}

// MaxPause is the longest silence the tape keeps between two utterances:
// a long think is not worth minutes of silence on the tape. Gaps shorter
// than MinPause are the program's own pace, not a pause, and are left out,
// so that lines said together are recorded together.
const (
	MaxPause = 2 * time.Second
	MinPause = 50 * time.Millisecond
)

// maxTapeData is the most sample bytes a WAV file can hold: its sizes are
// 32-bit, and the RIFF size counts 36 header bytes too (about 13.5 hours).
const maxTapeData = math.MaxUint32 - (wavfile.HeaderSize - 8)

// SubtitlesPath is where the subtitles of the tape at path are written:
// game.wav -> game.vtt.
func SubtitlesPath(path string) string {
	if i := strings.LastIndexByte(path, '.'); i > strings.LastIndexByte(path, '/') {
		path = path[:i]
	}
	return path + ".vtt"
}

// NewTape creates the WAV file at path and its subtitles anew, as
// regular files of their own: a symbolic link, a device or a FIFO at
// either path is refused (scoresheet.NotRegularError), never written
// through (scoresheet.CreateFresh). The tape starts with the first
// utterance.
func NewTape(path string) (*Tape, error) {
	for _, p := range []string{path, SubtitlesPath(path)} {
		if err := scoresheet.CheckRegular(p); err != nil { // neither made while the other is refused
			return nil, fmt.Errorf("audio: tape: %w", err)
		}
	}
	f, err := scoresheet.CreateFresh(path)
	if err != nil {
		return nil, fmt.Errorf("audio: tape: %w", err)
	}
	if _, err := f.Write(wavfile.Header(0)); err != nil {
		f.Close()
		return nil, fmt.Errorf("audio: tape %q: %w", path, err)
	}
	vtt, err := scoresheet.CreateFresh(SubtitlesPath(path))
	if err == nil {
		_, err = vtt.WriteString("WEBVTT\n\n")
	}
	if err != nil {
		f.Close()
		if vtt != nil {
			vtt.Close()
		}
		return nil, fmt.Errorf("audio: tape subtitles: %w", err)
	}
	return &Tape{f: f, vtt: vtt, path: path, now: time.Now}, nil
}

// Play appends the utterance after the pause that preceded it (capped at
// MaxPause), rewrites the header's sizes, adds its cue to the subtitles and
// syncs both files to disk. An utterance said while the one before was
// still sounding follows it directly.
func (t *Tape) Play(u Utterance) error {
	pcm := u.PCM[:len(u.PCM)&^1] // whole samples only, so the sizes stay even
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return fmt.Errorf("%w: tape %q", ErrClosed, t.path)
	}
	if len(pcm) == 0 {
		return nil
	}
	at := u.At
	if at.IsZero() {
		at = t.now()
	}
	var pause time.Duration
	if !t.realEnd.IsZero() {
		pause = min(max(0, at.Sub(t.realEnd)), MaxPause)
	}
	if pause < MinPause {
		pause = 0
	}
	silence := int64(wavfile.BytesPerSecond*pause.Seconds()) &^ 1
	if t.data+silence+int64(len(pcm)) > maxTapeData {
		return fmt.Errorf("audio: tape %q is full", t.path)
	}
	if silence > 0 {
		if _, err := t.f.WriteAt(make([]byte, silence), wavfile.HeaderSize+t.data); err != nil {
			return fmt.Errorf("audio: tape %q: %w", t.path, err)
		}
		t.data += silence
	}
	start := t.data
	if _, err := t.f.WriteAt(pcm, wavfile.HeaderSize+t.data); err != nil {
		return fmt.Errorf("audio: tape %q: %w", t.path, err)
	}
	t.data += int64(len(pcm))
	if err := t.writeSizes(); err != nil {
		return err
	}
	length := seconds(int64(len(pcm)))
	t.realEnd = maxTime(at, t.realEnd).Add(length)
	t.cues++
	cue := fmt.Sprintf("%d\n%s --> %s\n%s\n\n", t.cues, cueTime(seconds(start)), cueTime(seconds(t.data)), cueText(u.Text))
	if _, err := t.vtt.WriteString(cue); err != nil {
		return fmt.Errorf("audio: tape subtitles: %w", err)
	}
	if err := t.f.Sync(); err != nil {
		return fmt.Errorf("audio: tape %q: %w", t.path, err)
	}
	if err := t.vtt.Sync(); err != nil {
		return fmt.Errorf("audio: tape subtitles: %w", err)
	}
	return nil
}

// writeSizes puts the data's size in the WAV header. t.mu is held.
func (t *Tape) writeSizes() error {
	var size [4]byte
	binary.LittleEndian.PutUint32(size[:], uint32(wavfile.HeaderSize-8+t.data))
	if _, err := t.f.WriteAt(size[:], 4); err != nil {
		return fmt.Errorf("audio: tape %q: %w", t.path, err)
	}
	binary.LittleEndian.PutUint32(size[:], uint32(t.data))
	if _, err := t.f.WriteAt(size[:], wavfile.HeaderSize-4); err != nil {
		return fmt.Errorf("audio: tape %q: %w", t.path, err)
	}
	return nil
}

func seconds(bytes int64) time.Duration {
	return time.Duration(wavfile.Duration(int(bytes)) * float64(time.Second))
}

func maxTime(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// cueTime is a WebVTT timestamp: 00:01:02.345.
func cueTime(d time.Duration) string {
	ms := d.Round(time.Millisecond).Milliseconds()
	return fmt.Sprintf("%02d:%02d:%02d.%03d", ms/3600000, ms/60000%60, ms/1000%60, ms%1000)
}

// cueText is a line of text as WebVTT allows it: no markup, no blank
// line, and nothing that acts on a terminal that shows the file (a
// lichess name, a host's words are in it; internal/cleantext).
func cueText(s string) string { return cueEscape.Replace(cleantext.Line(s)) }

var cueEscape = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")

// Close closes the files. Closing again does nothing.
func (t *Tape) Close() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return nil
	}
	t.closed = true
	err := t.f.Close()
	if verr := t.vtt.Close(); err == nil {
		err = verr
	}
	if err != nil {
		return fmt.Errorf("audio: tape %q: %w", t.path, err)
	}
	return nil
}
