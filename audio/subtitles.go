package audio

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Cue is one utterance on a tape, as its subtitles give it: when it starts
// and ends on the tape, and its words.
type Cue struct {
	Start, End time.Duration
	Text       string
}

// ReadSubtitles reads the subtitles a Tape writes (SubtitlesPath): WebVTT,
// a numbered cue for each utterance, its text on one line.
func ReadSubtitles(vtt string) ([]Cue, error) {
	blocks := strings.Split(strings.ReplaceAll(vtt, "\r\n", "\n"), "\n\n")
	if len(blocks) == 0 || !strings.HasPrefix(blocks[0], "WEBVTT") {
		return nil, fmt.Errorf("audio: subtitles: no WEBVTT header")
	}
	var cues []Cue
	for i, b := range blocks[1:] {
		lines := strings.Split(strings.TrimSpace(b), "\n")
		if len(lines) == 1 && lines[0] == "" {
			continue
		}
		if len(lines) != 3 {
			return nil, fmt.Errorf("audio: subtitles: cue %d has %d lines, want 3 (number, times, text)", i+1, len(lines))
		}
		from, to, ok := strings.Cut(lines[1], " --> ")
		start, err1 := parseCueTime(from)
		end, err2 := parseCueTime(to)
		if !ok || err1 != nil || err2 != nil || end < start {
			return nil, fmt.Errorf("audio: subtitles: cue %d: bad times %q", i+1, lines[1])
		}
		cues = append(cues, Cue{Start: start, End: end, Text: unescapeCue.Replace(lines[2])})
	}
	return cues, nil
}

var unescapeCue = strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">")

// parseCueTime reads a WebVTT timestamp, 00:01:02.345.
func parseCueTime(s string) (time.Duration, error) {
	hms, frac, ok := strings.Cut(s, ".")
	parts := strings.Split(hms, ":")
	if !ok || len(parts) != 3 || len(frac) != 3 {
		return 0, fmt.Errorf("bad time %q", s)
	}
	var d time.Duration
	for i, unit := range []time.Duration{time.Hour, time.Minute, time.Second} {
		n, err := strconv.Atoi(parts[i])
		if err != nil || n < 0 {
			return 0, fmt.Errorf("bad time %q", s)
		}
		d += time.Duration(n) * unit
	}
	ms, err := strconv.Atoi(frac)
	if err != nil {
		return 0, fmt.Errorf("bad time %q", s)
	}
	return d + time.Duration(ms)*time.Millisecond, nil
}
