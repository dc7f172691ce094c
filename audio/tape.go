package audio

import (
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"sync"

	"github.com/anna-chess/anna/internal/wavfile"
)

// Tape records every utterance, one after another, in a WAV file: the
// recording of the game that D.2.7 allows. The file is a valid WAV after
// every Play, so a killed program leaves a playable tape.
type Tape struct {
	mu     sync.Mutex
	f      *os.File
	path   string
	data   int64 // sample bytes written so far
	closed bool
}

// maxTapeData is the most sample bytes a WAV file can hold: its sizes are
// 32-bit, and the RIFF size counts 36 header bytes too (about 13.5 hours).
const maxTapeData = math.MaxUint32 - (wavfile.HeaderSize - 8)

// NewTape creates (or truncates) the WAV file at path.
func NewTape(path string) (*Tape, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("audio: tape: %w", err)
	}
	if _, err := f.Write(wavfile.Header(0)); err != nil {
		f.Close()
		return nil, fmt.Errorf("audio: tape %q: %w", path, err)
	}
	return &Tape{f: f, path: path}, nil
}

// Play appends pcm to the file, rewrites the header's sizes and syncs the
// file to disk.
func (t *Tape) Play(pcm []byte) error {
	pcm = pcm[:len(pcm)&^1] // whole samples only, so the sizes stay even
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return fmt.Errorf("%w: tape %q", ErrClosed, t.path)
	}
	if len(pcm) == 0 {
		return nil
	}
	if t.data+int64(len(pcm)) > maxTapeData {
		return fmt.Errorf("audio: tape %q is full", t.path)
	}
	if _, err := t.f.WriteAt(pcm, wavfile.HeaderSize+t.data); err != nil {
		return fmt.Errorf("audio: tape %q: %w", t.path, err)
	}
	t.data += int64(len(pcm))
	var size [4]byte
	binary.LittleEndian.PutUint32(size[:], uint32(wavfile.HeaderSize-8+t.data))
	if _, err := t.f.WriteAt(size[:], 4); err != nil {
		return fmt.Errorf("audio: tape %q: %w", t.path, err)
	}
	binary.LittleEndian.PutUint32(size[:], uint32(t.data))
	if _, err := t.f.WriteAt(size[:], wavfile.HeaderSize-4); err != nil {
		return fmt.Errorf("audio: tape %q: %w", t.path, err)
	}
	if err := t.f.Sync(); err != nil {
		return fmt.Errorf("audio: tape %q: %w", t.path, err)
	}
	return nil
}

// Close closes the file. Closing again does nothing.
func (t *Tape) Close() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return nil
	}
	t.closed = true
	if err := t.f.Close(); err != nil {
		return fmt.Errorf("audio: tape %q: %w", t.path, err)
	}
	return nil
}
