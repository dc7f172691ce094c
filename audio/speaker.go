package audio

import (
	"sync"
	"time"
)

// Speaker plays utterances one after another on its own goroutine, so that
// the caller never waits for sound. Each utterance plays whole, in the order
// queued.
type Speaker struct {
	sink    Sink
	onError func(error)

	mu       sync.Mutex
	queue    [][]byte
	queued   uint64        // utterances ever queued
	played   uint64        // utterances the sink has finished
	progress chan struct{} // closed and replaced each time played grows
	closed   bool

	wake chan struct{} // holds a token while the queue may be non-empty
	stop chan struct{} // closed by Close
	done chan struct{} // closed when the goroutine has returned

	closeOnce sync.Once
	closeErr  error
}

// NewSpeaker starts a Speaker playing on sink. onError, if not nil, is
// called from the speaker's goroutine with the first error of sink.Play;
// later errors are not reported, but the speaker goes on playing (a Tee
// keeps the tape running when the device has failed).
func NewSpeaker(sink Sink, onError func(error)) *Speaker {
	s := &Speaker{
		sink:     sink,
		onError:  onError,
		progress: make(chan struct{}),
		wake:     make(chan struct{}, 1),
		stop:     make(chan struct{}),
		done:     make(chan struct{}),
	}
	go s.run()
	return s
}

// Say queues pcm and returns at once. The speaker keeps pcm without copying
// it, so the caller must not change it afterwards. Empty utterances, and
// anything said after Close, are ignored.
func (s *Speaker) Say(pcm []byte) {
	if len(pcm) == 0 {
		return
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.queue = append(s.queue, pcm)
	s.queued++
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default: // a token is already waiting
	}
}

// Wait blocks until everything queued before the call has been played, and
// reports true, or until timeout has passed or the speaker is closed with
// utterances unplayed, and reports false.
func (s *Speaker) Wait(timeout time.Duration) bool {
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	s.mu.Lock()
	target := s.queued
	for s.played < target {
		progress := s.progress
		s.mu.Unlock()
		select {
		case <-progress:
		case <-s.done:
			s.mu.Lock()
			return s.played >= target
		case <-timer.C:
			s.mu.Lock()
			defer s.mu.Unlock()
			return s.played >= target
		}
		s.mu.Lock()
	}
	s.mu.Unlock()
	return true
}

// Close lets the utterance being played finish, drops the rest of the
// queue, stops the goroutine and closes the sink. Later calls return the
// first call's result.
func (s *Speaker) Close() error {
	s.closeOnce.Do(func() {
		s.mu.Lock()
		s.closed = true
		s.queue = nil
		s.mu.Unlock()
		close(s.stop)
		<-s.done
		s.closeErr = s.sink.Close()
	})
	return s.closeErr
}

func (s *Speaker) run() {
	defer close(s.done)
	reported := false
	for {
		pcm, ok := s.next()
		if !ok {
			return
		}
		if err := s.sink.Play(pcm); err != nil && !reported {
			reported = true
			if s.onError != nil {
				s.onError(err)
			}
		}
		s.mu.Lock()
		s.played++
		close(s.progress)
		s.progress = make(chan struct{})
		s.mu.Unlock()
	}
}

// next blocks until there is an utterance to play, or reports false when
// the speaker is closed.
func (s *Speaker) next() ([]byte, bool) {
	for {
		s.mu.Lock()
		if s.closed {
			s.mu.Unlock()
			return nil, false
		}
		if len(s.queue) > 0 {
			pcm := s.queue[0]
			s.queue[0] = nil // let the sound be collected once played
			s.queue = s.queue[1:]
			s.mu.Unlock()
			return pcm, true
		}
		s.mu.Unlock()
		select {
		case <-s.wake:
		case <-s.stop:
		}
	}
}
