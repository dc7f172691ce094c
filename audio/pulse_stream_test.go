package audio

import (
	"testing"
	"time"

	"github.com/jfreymuth/pulse/proto"

	"github.com/anna-chess/anna/internal/wavfile"
)

// TestPulseStream: the server grants the stream the buffer asked for (a
// second of speech, its sink asked for 20 ms), the stream is corked once
// idle past pulseIdleCork, and a word said then is heard whole.
func TestPulseStream(t *testing.T) {
	hz := float64(7) * wavfile.SampleRate / block
	srv := newPulseServer(t, hz)
	defer func(d time.Duration) { pulseIdleCork = d }(pulseIdleCork)
	pulseIdleCork = 200 * time.Millisecond
	d, err := openPulse()
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if got, want := d.attr.BufferTargetLength, pulseStream.tlength; got != want {
		t.Errorf("tlength granted %d bytes, want %d", got, want)
	}
	if got := time.Duration(d.attr.SinkLatency) * time.Microsecond; got < pulseSinkLatency/2 || got > pulseSinkLatency*3/2 {
		t.Errorf("the sink's latency configured for the stream %v, want about %v", got, pulseSinkLatency)
	}
	corked := func() bool {
		var r proto.GetSinkInputInfoReply
		if err := d.client.Request(&proto.GetSinkInputInfo{SinkInputIndex: d.attr.SinkInputIndex}, &r); err != nil {
			t.Fatal(err)
		}
		return r.Corked
	}
	if corked() {
		t.Error("the stream is corked just after a sound")
	}
	// Corked once idle past pulseIdleCork: the cork goes to the server
	// when the device's timer fires, on a loaded machine some time after.
	idle := time.Now()
	for !corked() {
		if time.Since(idle) > pulseIdleCork+5*time.Second {
			t.Fatalf("the stream is not corked %v after its last sound", time.Since(idle).Round(time.Millisecond))
		}
		time.Sleep(20 * time.Millisecond)
	}
	t0 := time.Now()
	if err := d.Play(Utterance{PCM: toneAt(hz, 200, 0.4)}); err != nil {
		t.Fatal(err)
	}
	srv.ear.heard(t, hz, t0, 5*time.Second)
	if corked() {
		t.Error("the stream is still corked after a word")
	}
}
