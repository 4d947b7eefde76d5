package com.courseplatform.learner;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
