// Package wavfile reads and writes the one sound format anna speaks in:
// 44.1 kHz, mono, 16-bit signed little-endian PCM in a RIFF WAVE file.
//
// Clips in that format are read without copying (the clip bank slices its
// embedded files). Recordings in other PCM formats are decoded with
// github.com/go-audio/wav and converted.
package wavfile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"github.com/go-audio/wav"
)

// The format anna plays.
const (
	SampleRate     = 44100
	Channels       = 1
	BitsPerSample  = 16
	BytesPerSecond = SampleRate * Channels * BitsPerSample / 8
	HeaderSize     = 44
)

// MaxClipSeconds is the longest clip anna takes: a word or a phrase.
const MaxClipSeconds = 30

// maxClipBytes is the largest clip file read: 30 s of 192 kHz 32-bit
// stereo, and more.
const maxClipBytes = 64 << 20

// chunksFit refuses a file whose chunks claim more bytes than it has
// (but the last, the data of a recording cut short): the WAV decoder
// would believe them and ask for gigabytes (found by FuzzConvert).
func chunksFit(data []byte) error {
	if len(data) > maxClipBytes {
		return fmt.Errorf("%w: larger than %d MB", ErrFormat, maxClipBytes>>20)
	}
	return chunks(data, func(string, []byte) (bool, error) { return false, nil })
}

// chunks calls f with each chunk of a RIFF WAVE file, in order, until f
// is done or fails. A chunk that claims more bytes than the file has is
// refused, but for a data chunk, which is given to the end: its header
// was written before its file was finished.
func chunks(data []byte, f func(id string, body []byte) (done bool, err error)) error {
	if len(data) < 12 || string(data[0:4]) != "RIFF" || string(data[8:12]) != "WAVE" {
		return fmt.Errorf("%w: no RIFF WAVE header", ErrFormat)
	}
	for off := 12; off+8 <= len(data); {
		id := string(data[off : off+4])
		end := int64(off) + 8 + int64(binary.LittleEndian.Uint32(data[off+4:off+8]))
		if end > int64(len(data)) {
			if id != "data" {
				return fmt.Errorf("%w: chunk %q runs past the end", ErrFormat, id)
			}
			end = int64(len(data))
		}
		if done, err := f(id, data[off+8:end]); done || err != nil {
			return err
		}
		off = int(end + end&1) // chunks are padded to even sizes
	}
	return nil
}

// ErrFormat is wrapped by errors about a file anna cannot take as a
// recording: Convert takes any PCM WAV, PCM only anna's own format, and
// each error says which part of the file is wrong.
var ErrFormat = errors.New("wavfile: not a PCM WAV recording anna can use")

// PCM returns the sample data of a WAV file in anna's format, as a slice of
// data (no copy). It walks the RIFF chunks, so extra chunks (LIST, fact) are
// skipped.
func PCM(data []byte) ([]byte, error) {
	var fmtOK, found bool
	var pcm []byte
	err := chunks(data, func(id string, body []byte) (bool, error) {
		switch id {
		case "fmt ":
			if len(body) < 16 {
				return false, fmt.Errorf("%w: short fmt chunk", ErrFormat)
			}
			format := binary.LittleEndian.Uint16(body[0:2])
			ch := binary.LittleEndian.Uint16(body[2:4])
			rate := binary.LittleEndian.Uint32(body[4:8])
			bits := binary.LittleEndian.Uint16(body[14:16])
			if format != 1 || ch != Channels || rate != SampleRate || bits != BitsPerSample {
				return false, fmt.Errorf("%w: format %d, %d channels, %d Hz, %d bits, not 44.1 kHz mono 16-bit PCM", ErrFormat, format, ch, rate, bits)
			}
			fmtOK = true
		case "data":
			if !fmtOK {
				return false, fmt.Errorf("%w: data before fmt", ErrFormat)
			}
			pcm, found = body[:len(body)&^1], true
			return true, nil
		}
		return false, nil
	})
	if err == nil && !found {
		err = fmt.Errorf("%w: no data chunk", ErrFormat)
	}
	return pcm, err
}

// Header returns the 44-byte header of a WAV file in anna's format holding
// dataBytes bytes of samples.
func Header(dataBytes int) []byte {
	h := make([]byte, HeaderSize)
	copy(h[0:], "RIFF")
	binary.LittleEndian.PutUint32(h[4:], uint32(36+dataBytes))
	copy(h[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(h[16:], 16)
	binary.LittleEndian.PutUint16(h[20:], 1)
	binary.LittleEndian.PutUint16(h[22:], Channels)
	binary.LittleEndian.PutUint32(h[24:], SampleRate)
	binary.LittleEndian.PutUint32(h[28:], BytesPerSecond)
	binary.LittleEndian.PutUint16(h[32:], Channels*BitsPerSample/8)
	binary.LittleEndian.PutUint16(h[34:], BitsPerSample)
	copy(h[36:], "data")
	binary.LittleEndian.PutUint32(h[40:], uint32(dataBytes))
	return h
}

// Convert decodes a PCM WAV of any rate, channel count and bit depth (a
// user's own recording) into anna's format: channels are mixed down and the
// rate is changed by linear interpolation.
func Convert(r io.ReadSeeker) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxClipBytes+1))
	if err != nil {
		return nil, fmt.Errorf("wavfile: %w", err)
	}
	if err := chunksFit(data); err != nil {
		return nil, err
	}
	d := wav.NewDecoder(bytes.NewReader(data))
	if !d.IsValidFile() {
		return nil, fmt.Errorf("%w: its format cannot be read, or it holds no sound", ErrFormat)
	}
	buf, err := d.FullPCMBuffer()
	if err != nil {
		return nil, fmt.Errorf("wavfile: %w", err)
	}
	ch := buf.Format.NumChannels
	rate := buf.Format.SampleRate
	bits := buf.SourceBitDepth
	// Rates and channels no recording has are refused: resampling 1 Hz to
	// 44.1 kHz would make a second of nothing into hours (found by
	// FuzzConvert).
	if ch < 1 || ch > 8 || rate < 4000 || rate > 384000 || bits < 8 || bits > 32 {
		return nil, fmt.Errorf("%w: %d channels, %d Hz, %d bits", ErrFormat, ch, rate, bits)
	}
	frames := len(buf.Data) / ch
	if frames/rate > MaxClipSeconds {
		return nil, fmt.Errorf("%w: longer than %d seconds", ErrFormat, MaxClipSeconds)
	}
	mono := make([]float64, frames)
	full := float64(int64(1) << (bits - 1))
	for i := range frames {
		var sum float64
		for c := range ch {
			v := float64(buf.Data[i*ch+c])
			if bits == 8 {
				v -= 128 // 8-bit WAV is unsigned
			}
			sum += v
		}
		mono[i] = sum / float64(ch) / full
	}
	return resample(mono, rate), nil
}

// resample converts samples in [-1, 1] at rate to 16-bit PCM at SampleRate.
func resample(in []float64, rate int) []byte {
	if len(in) == 0 {
		return nil
	}
	n := int(int64(len(in)) * SampleRate / int64(rate))
	out := make([]byte, 2*n)
	for i := range n {
		pos := float64(i) * float64(rate) / SampleRate
		j := int(pos)
		frac := pos - float64(j)
		v := in[min(j, len(in)-1)]
		if j+1 < len(in) {
			v += (in[j+1] - v) * frac
		}
		s := int32(v * 32767)
		s = max(-32768, min(32767, s))
		binary.LittleEndian.PutUint16(out[2*i:], uint16(int16(s)))
	}
	return out
}

// Duration is how long PCM bytes in anna's format play, in seconds.
func Duration(pcmBytes int) float64 { return float64(pcmBytes) / BytesPerSecond }
