package audio

import "testing"

func TestStepRate(t *testing.T) {
	for _, tt := range []struct {
		from  float64
		up    bool
		want  float64
		limit bool
	}{
		{1, true, 1.1, false},
		{1, false, 0.9, false},
		{1.5, true, 1.7, false},
		{2.25, true, 2.3, false}, // --rate 2.25 is between steps
		{2.25, false, 2.1, false},
		{3.7, true, 4, true},
		{4, true, 4, true},
		{0.6, false, 0.5, true},
		{0.5, false, 0.5, true},
		{0.5, true, 0.6, false},
	} {
		got, limit := StepRate(tt.from, tt.up)
		if got != tt.want || limit != tt.limit {
			t.Errorf("StepRate(%v, up %v) = %v, %v; want %v, %v", tt.from, tt.up, got, limit, tt.want, tt.limit)
		}
	}
	// Every step is a rate the Speaker takes, and no step is more than a
	// fifth of the rate: each is heard as a small change.
	for i, r := range rateSteps {
		if r < MinRate || r > MaxRate {
			t.Errorf("step %v is outside %v to %v", r, MinRate, MaxRate)
		}
		if i > 0 && (r <= rateSteps[i-1] || r/rateSteps[i-1] > 1.21) {
			t.Errorf("step %v after %v", r, rateSteps[i-1])
		}
	}
	if rateSteps[0] != MinRate || rateSteps[len(rateSteps)-1] != MaxRate {
		t.Error("the steps do not reach from MinRate to MaxRate")
	}
}

func TestStepVolume(t *testing.T) {
	for _, tt := range []struct {
		from, want int
		up, limit  bool
	}{
		{100, 90, false, false},
		{100, 100, true, true},
		{90, 100, true, true},
		{75, 80, true, false},
		{75, 70, false, false},
		{20, 10, false, true},
		{10, 10, false, true},
		{0, 10, true, false}, // --volume 0: louder brings the voice back
		{5, 5, false, true},
	} {
		got, limit := StepVolume(tt.from, tt.up)
		if got != tt.want || limit != tt.limit {
			t.Errorf("StepVolume(%v, up %v) = %v, %v; want %v, %v", tt.from, tt.up, got, limit, tt.want, tt.limit)
		}
	}
}
