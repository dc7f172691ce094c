package wavfile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"

	"github.com/go-audio/audio"
	"github.com/go-audio/wav"
)

func TestHeaderRoundTrip(t *testing.T) {
	pcm := []byte{1, 0, 2, 0, 3, 0}
	got, err := PCM(append(Header(len(pcm)), pcm...))
	if err != nil || !bytes.Equal(got, pcm) {
		t.Fatalf("got %v, %v; want %v", got, err, pcm)
	}
	if d := Duration(BytesPerSecond); d != 1 {
		t.Errorf("one second of bytes lasts %v s", d)
	}
}

func TestPCMRejects(t *testing.T) {
	stereo := Header(4)
	binary.LittleEndian.PutUint16(stereo[22:], 2)
	rate := Header(4)
	binary.LittleEndian.PutUint32(rate[24:], 22050)
	for name, data := range map[string][]byte{
		"empty": nil, "not riff": []byte("RIFX....WAVE"), "stereo": append(stereo, 0, 0, 0, 0),
		"22 kHz": append(rate, 0, 0, 0, 0), "no data": Header(0)[:36],
	} {
		if _, err := PCM(data); !errors.Is(err, ErrFormat) {
			t.Errorf("%s: got %v, want ErrFormat", name, err)
		}
	}
}

// TestConvert turns a 22.05 kHz stereo recording into 44.1 kHz mono: twice
// the frames, channels averaged.
func TestConvert(t *testing.T) {
	var buf seekBuffer
	enc := wav.NewEncoder(&buf, 22050, 16, 2, 1)
	data := []int{1000, 3000, 1000, 3000, 1000, 3000, 1000, 3000}
	if err := enc.Write(&audio.IntBuffer{Data: data, Format: &audio.Format{NumChannels: 2, SampleRate: 22050}, SourceBitDepth: 16}); err != nil {
		t.Fatal(err)
	}
	enc.Close()
	pcm, err := Convert(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if len(pcm) != 2*8 {
		t.Fatalf("got %d bytes, want 8 frames of 2 bytes", len(pcm))
	}
	for i := 0; i < len(pcm); i += 2 {
		v := int16(binary.LittleEndian.Uint16(pcm[i:]))
		if v < 1990 || v > 2010 {
			t.Errorf("sample %d = %d, want about 2000 (the two channels averaged)", i/2, v)
		}
	}
	if _, err := Convert(bytes.NewReader([]byte("not a wav file at all"))); !errors.Is(err, ErrFormat) {
		t.Errorf("got %v, want ErrFormat", err)
	}
}

// seekBuffer is an in-memory io.WriteSeeker for the encoder.
type seekBuffer struct {
	b   []byte
	pos int
}

func (s *seekBuffer) Write(p []byte) (int, error) {
	if need := s.pos + len(p); need > len(s.b) {
		s.b = append(s.b, make([]byte, need-len(s.b))...)
	}
	copy(s.b[s.pos:], p)
	s.pos += len(p)
	return len(p), nil
}

func (s *seekBuffer) Seek(off int64, whence int) (int64, error) {
	switch whence {
	case 0:
		s.pos = int(off)
	case 1:
		s.pos += int(off)
	case 2:
		s.pos = len(s.b) + int(off)
	}
	return int64(s.pos), nil
}

func (s *seekBuffer) Bytes() []byte { return s.b }

// TestConvertSaysWhatIsWrong: a file that is no WAV, or one too large, is
// refused for that reason; anna takes any PCM WAV, so the error does not
// ask for its own 44.1 kHz mono 16-bit format.
func TestConvertSaysWhatIsWrong(t *testing.T) {
	huge := append([]byte("RIFF\x00\x00\x00\x00WAVE"), make([]byte, maxClipBytes)...)
	for name, tt := range map[string]struct {
		data []byte
		want string
	}{
		"not a wav": {[]byte("not a wav file at all"), "wavfile: not a PCM WAV recording anna can use: no RIFF WAVE header"},
		"too large": {huge, "wavfile: not a PCM WAV recording anna can use: larger than 64 MB"},
	} {
		_, err := Convert(bytes.NewReader(tt.data))
		if err == nil || err.Error() != tt.want || !errors.Is(err, ErrFormat) {
			t.Errorf("%s: got %v, want %q", name, err, tt.want)
		}
	}
}
